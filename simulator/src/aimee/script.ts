// The script the emulated assistant follows, read from a prompt's instructions. Free text is for a
// real model; lines of this form are what the emulator says and does, deterministically:
//
//   When the patient mentions nurse, help: say "I'll let your nurse know right away." and raise virtual_nursing
//   When the patient mentions fallen, hurt: say "Please stay still, I'm calling for help." and raise stat_alarm
//   Otherwise: say "I'm here with you. Your care team is close by."
//
// A patient's turn takes the first rule one of whose words it contains; a turn that could not be
// transcribed takes the rule of its place (the first turn the first rule, and so on).

export type AimeeAction = 'virtual_nursing' | 'stat_alarm';

export interface ScriptRule { words: string[]; say: string; raise: AimeeAction | null }
export interface Script { rules: ScriptRule[]; otherwise: string }

const RULE = /^when the patient (?:mentions|says|asks for)\s+(.+?):\s*say\s+"([^"]+)"(?:\s*(?:,|and|then)\s*raise\s+(virtual_nursing|stat_alarm))?\s*\.?$/i;
const OTHERWISE = /^otherwise:\s*say\s+"([^"]+)"\s*\.?$/i;
export const DEFAULT_OTHERWISE = "I'm here with you. Your care team is close by.";

export function parseScript(instructions: string): Script {
  const rules: ScriptRule[] = [];
  let otherwise = DEFAULT_OTHERWISE;
  for (const line of instructions.split('\n').map((l) => l.trim())) {
    const rule = RULE.exec(line);
    if (rule) {
      const words = (rule[1] ?? '').split(/,|\bor\b/).map((w) => w.trim().toLowerCase()).filter(Boolean);
      rules.push({ words, say: rule[2] ?? '', raise: (rule[3]?.toLowerCase() as AimeeAction | undefined) ?? null });
      continue;
    }
    const fallback = OTHERWISE.exec(line);
    if (fallback) otherwise = fallback[1] ?? otherwise;
  }
  return { rules, otherwise };
}

/** What Aimee answers to the patient's turn number `turn` (0 first), transcribed as `heard` (null: not transcribed). */
export function answerFor(script: Script, heard: string | null, turn: number): { say: string; raise: AimeeAction | null } {
  if (heard === null) return script.rules[turn] ?? { say: script.otherwise, raise: null };
  const text = heard.toLowerCase();
  return script.rules.find((r) => r.words.some((w) => text.includes(w))) ?? { say: script.otherwise, raise: null };
}

/** The Realtime function each action is raised as, and its arguments (the browser executes it). */
export const FUNCTION_CALLS: Record<AimeeAction, { name: string; arguments: Record<string, string> }> = {
  virtual_nursing: { name: 'create_virtual_request', arguments: { key: 'virtual_nursing' } },
  stat_alarm: { name: 'stat_alarm', arguments: { alarm_type: 'alarm' } },
};

/** The tools a session declares (session.created), as a real Realtime session would be configured. */
export const TOOLS = [
  { type: 'function', name: 'create_virtual_request', description: "Ask the care team for help: raises a virtual request of the kind for the patient's monitor.", parameters: { type: 'object', properties: { key: { type: 'string', enum: ['virtual_nursing'] } }, required: ['key'] } },
  { type: 'function', name: 'stat_alarm', description: 'Raise a stat alarm for the patient (a fall, an injury).', parameters: { type: 'object', properties: { alarm_type: { type: 'string', enum: ['alarm'] } }, required: ['alarm_type'] } },
];
