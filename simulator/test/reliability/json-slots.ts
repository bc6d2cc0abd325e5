// Places inside a JSON value where a hostile mutation can go: every object property and array
// item, depth first, so a seeded index picks one whatever the shape of the body.
export type Node = Record<string, unknown> | unknown[];
export interface Slot { parent: Node; key: string | number }

export function slots(value: unknown, out: Slot[] = []): Slot[] {
  if (value === null || typeof value !== 'object') return out;
  for (const [key, inner] of Object.entries(value)) {
    out.push({ parent: value as Node, key: Array.isArray(value) ? Number(key) : key });
    slots(inner, out);
  }
  return out;
}

export const slotValue = (slot: Slot): unknown => (slot.parent as Record<string | number, unknown>)[slot.key];

/** The value itself and every object inside it. */
export const objects = (value: unknown): Record<string, unknown>[] =>
  [value, ...slots(value).map(slotValue)].filter((v): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v));

/** The slot a seeded index picks, among those `accept` takes when there are any. */
export function pickSlot(body: unknown, index: number, accept: (slot: Slot) => boolean = () => true): Slot | undefined {
  const all = slots(body);
  const preferred = all.filter(accept);
  const from = preferred.length ? preferred : all;
  return from[index % Math.max(from.length, 1)];
}

export function setSlot(body: unknown, slot: Slot | undefined, value: unknown): unknown {
  if (!slot) return value;
  (slot.parent as Record<string | number, unknown>)[slot.key] = value;
  return body;
}

/** A placeholder no generated value contains (the generators draw printable text). */
const MARK = '\u0001raw-slot\u0001';

/** The body as JSON text with one slot (or the whole body) replaced by raw JSON text. */
export function withRaw(body: unknown, slot: Slot | undefined, raw: string): string {
  if (!slot) return raw;
  setSlot(body, slot, MARK);
  return JSON.stringify(body).replace(JSON.stringify(MARK), () => raw);
}
