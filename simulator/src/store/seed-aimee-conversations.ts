// Aimee's past conversations, so Aimee Conversations is not empty on a fresh start: ten ended
// conversations per division, with monitored patients (the fullest ends with a call for the nurse),
// and one in the other organisation. In each the patient gives their MRN and date of birth, as a
// patient asked who they are does, written and then in words as speech-to-text may write them (the
// MRN digit by digit, then in pairs): the e2e masking scan (which visits conversation 1) then fails
// if a transcript shows them unmasked with mask_phi on.
import { sayDate, sayDigits, sayDigitsInPairs } from '@bedside/resources';
import { iso } from './clock.ts';
import type { Patient, PatientMonitor, StoredAimeeConversation, StoredAimeePrompt, User } from './types.ts';

/** Conversations per division of the first organisation (the table pages past its first page). */
const PER_DIVISION = 10;

const TRANSCRIPT = [
  ['assistant', "Hi, I'm Aimee, the virtual assistant for your care team. I noticed you may be trying to get up. Can I help?"],
  ['patient', 'Hello? Who is this?'],
  ['assistant', "I'm here with you. Your care team is close by."],
  ['patient', 'Can you get my nurse please? I need help getting up.'],
  ['assistant', "I'll let your nurse know right away. Please stay in bed until they arrive."],
] as const;

/** The patient's MRN and date of birth as a transcription writes them: 03/14/1952, then in words. */
function identify(patient: Patient): string {
  const [year, month, day] = (patient.dob ?? '').split('-');
  const digits = patient.mrn.replace(/^\D+/, '');
  const written = `My MRN is ${patient.mrn}, born ${patient.dob ? `${month}/${day}/${year}` : 'I forget when'}.`;
  const said = [sayDigits(digits), ...(patient.dob ? [sayDate(patient.dob)] : [])];
  return `${written} That is ${said.join(', ')}. Again: ${sayDigitsInPairs(digits)}.`;
}

export function seedAimeeConversations(monitors: readonly PatientMonitor[], patients: readonly Patient[], users: readonly User[], prompts: readonly StoredAimeePrompt[]): StoredAimeeConversation[] {
  const active = new Set(patients.filter((p) => p.status === 'active').map((p) => p.id));
  const plan = [1, 2, 3, 4].flatMap((division) => Array.from({ length: PER_DIVISION }, (_, n) => ({ division, n }))).concat([{ division: 5, n: 0 }]);
  const seeded: StoredAimeeConversation[] = [];
  for (const { division, n } of plan) {
    const inDivision = monitors.filter((m) => m.division_id === division && active.has(m.patient_id));
    const monitor = inDivision[n % Math.max(1, inDivision.length)];
    const nurse = users.find((u) => u.division_ids.includes(division) && !u.blocked);
    const organization = division === 5 ? prompts.at(-1)?.organization_id : prompts[0]?.organization_id;
    const ownPrompts = prompts.filter((p) => p.organization_id === organization);
    const prompt = ownPrompts[n % Math.max(1, ownPrompts.length)];
    if (!monitor || !nurse || !prompt) continue;
    const started = -(seeded.length + 1) * 47;
    // Some were ended early: fewer lines, but each past the patient's answer.
    const patient = patients.find((p) => p.id === monitor.patient_id);
    const said = TRANSCRIPT.slice(0, 2 + ((n * 2) % (TRANSCRIPT.length - 1))).map(([role, text], line) =>
      [role, line === 1 && patient ? `${text} ${identify(patient)}` : text] as const);
    seeded.push({
      id: seeded.length + 1, division_id: division, status: 'ended', source: 'web', patient_id: monitor.patient_id, patient_monitor_id: monitor.id,
      meeting_id: null, prompt_id: prompt.id, prompt_name: prompt.name, prompt_version: prompt.version, aimee_tags: n % 2 ? [] : ['Fall Risk'],
      started_by_user_id: nurse.id, started_at: iso(started), ended_at: iso(started + 2), saved_at: iso(started + 2),
      transcript: said.map(([role, text], line) => ({ role, text, at: iso(started + line * 0.3) })),
    });
  }
  return seeded;
}
