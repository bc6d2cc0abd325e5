// ADT over MLLP takes text as the API takes it: a name with a right-to-left override or a control
// character was stored from ADT although the patient's page refuses it (the record could not be
// saved unchanged there), and a name of zero-width characters only showed as blank. Such a message
// is now refused (AE, ERR naming the field; AR for a header field) and nothing of it is applied;
// ADT Messages keeps it with U+FFFD in place of the character. Sent over a plain socket, to read
// the ACK as written.
import { beforeAll, expect, it } from 'vitest';
import { appPerFile } from './app-per-file.ts';
import { sendOverMllp } from './mllp-client.ts';
import { SYSADMIN } from './helpers.ts';

const { app, call } = appPerFile();
let port: number;
beforeAll(async () => { port = await app().services.mllp.start(0, '127.0.0.1'); });

interface Sent { event?: string; control?: string; mrn: string; name?: string; dob?: string; sender?: string; location?: string }

const adt = ({ event = 'A04', control = `TXT-${event}`, mrn, name = 'Textpatient^Avery', dob = '19840309', sender = 'MERCY', location = '' }: Sent) => [
  `MSH|^~\\&|EPIC|${sender}|BEDSIDE|mercy-general|20260101120000||ADT^${event}^ADT_A01|${control}|P|2.5.1`,
  `EVN|${event}|20260101120000`, `PID|1||${mrn}^^^MERCY^MR||${name}||${dob}`, `PV1|1|O|${location}`,
].join('\r');

/** Sends one frame and answers the ACK as written. */
const send = (message: string) => sendOverMllp(port, message);

const segments = (ack: string) => ack.split('\r').filter(Boolean);
const store = () => app().services.store;
/** Everything a message could change. */
const snapshot = () => JSON.stringify([store().data.patients, store().data.revisions.length]);

it('refuses a name with a bidirectional override or a control character (AE, ERR naming PID-5), as the patient page does, and stores nothing', async () => {
  const seeded = store().data.patients.find((p) => p.status === 'active' && p.division_id === 1)!;
  // The patient's page refuses the name: the rule ADT now applies.
  const edited = await call('PUT', `/patients/${seeded.id}`, SYSADMIN, { patient: { display_name: 'Ada \u202eenots' } });
  expect(edited.status).toBe(400);
  expect(edited.body.details).toMatchObject([{ field: 'body.patient.display_name', rule: 'text' }]);

  const before = snapshot();
  const cases: Sent[] = [
    { mrn: 'TXT-NEW-1', name: 'Stone\u202e^Ada' },
    { mrn: 'TXT-NEW-2', name: 'Stone^Ada^\u0085' },
    { event: 'A08', mrn: seeded.mrn, name: 'Renamed\u202d^Robin', dob: '19700102' },
    { event: 'A08', mrn: seeded.mrn, name: 'Renamed^Ro\u0007bin', dob: '19700102' },
  ];
  for (const sent of cases) {
    const [, msa, err] = segments(await send(adt(sent))).map((s) => s.split('|'));
    expect(msa?.slice(0, 3), sent.name).toEqual(['MSA', 'AE', `TXT-${sent.event ?? 'A04'}`]);
    expect(msa?.[3]).toBe('PID-5 (patient name) holds a control character or a bidirectional override, which Bedside does not accept in text');
    // ERR-2 where, ERR-3 table 0357's 102 (data type error).
    expect(err?.slice(2, 5)).toEqual(['PID^1^5', expect.stringMatching(/^102\^PID-5 \(patient name\) holds a control character/), 'E']);
  }
  expect(snapshot()).toBe(before);
  expect(store().data.patients.some((p) => p.mrn.startsWith('TXT-NEW'))).toBe(false);
  // ADT Messages keeps each refused message, without the character.
  const kept = store().data.adtMessages.slice(-cases.length);
  expect(kept.map((m) => [m.ack_code, m.effect])).toEqual(cases.map(() => ['AE', 'Nothing changed']));
  expect(kept[0]?.patient_name).toBe('Ada Stone\ufffd');
  const keptText = kept.flatMap((m) => Object.values(m)).filter((v): v is string => typeof v === 'string').join(' ');
  expect(['\u202d', '\u202e', '\u0007', '\u0085'].filter((c) => keptText.includes(c))).toEqual([]);
});

it('refuses a name of invisible characters only (the form\'s required rule), and a control character in the header (AR)', async () => {
  const seeded = store().data.patients.find((p) => p.status === 'active' && p.division_id === 1)!;
  const before = snapshot();
  const blank = segments(await send(adt({ event: 'A08', mrn: seeded.mrn, name: '\u200b\u200b^\u200d' }))).map((s) => s.split('|'));
  expect(blank[1]?.slice(1, 4)).toEqual(['AE', 'TXT-A08', 'PID-5 (patient name) shows nothing: it holds only spaces or invisible characters']);
  expect(blank[2]?.[2]).toBe('PID^1^5');

  const header = segments(await send(adt({ mrn: 'TXT-NEW-3', sender: 'MER\u202eCY' }))).map((s) => s.split('|'));
  expect(header[1]?.slice(1, 3)).toEqual(['AR', 'TXT-A04']);
  expect(header[1]?.[3]).toMatch(/^MSH-4 \(sending facility\) holds a control character/);
  expect(header[2]?.[2]).toBe('MSH^1^4');
  expect(snapshot()).toBe(before);
  expect(store().data.adtMessages.at(-1)?.sending_facility).toBe('MER\ufffdCY');
});

it('still takes names in any script, with accents and joiners, as the patient page does', async () => {
  const ack = segments(await send(adt({ mrn: 'TXT-NEW-4', name: 'Núñez-Ørsted^José^Zoë\u200d' })));
  expect(ack[1]).toBe('MSA|AA|TXT-A04|Message accepted');
  expect(store().data.patients.find((p) => p.mrn === 'TXT-NEW-4')?.display_name).toBe('José Zoë\u200d Núñez-Ørsted');
});
