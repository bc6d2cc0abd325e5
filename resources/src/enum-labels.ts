// What a person reads for a contract enum. The values come from the generated `apiEnums` (never
// copied), and the text is a Record keyed by them: a value the contract adds fails the typecheck
// until it has a label here.
import { apiEnums } from '@bedside/openapi/api-enums';

type Enums = typeof apiEnums;
/** Names of the contract's string enums (PerPage is numeric and is not shown as labels). */
export type EnumName = { [K in keyof Enums]: Enums[K][number] extends string ? K : never }[keyof Enums];
export type EnumValue<K extends EnumName> = Enums[K][number];

export interface EnumLabels<V extends string = string> {
  values: readonly V[];
  text: Readonly<Record<V, string>>;
  /** Select or filter choices, in contract order. */
  options: readonly { value: V; label: string }[];
}

export function labels<K extends EnumName>(name: K, text: Record<EnumValue<K>, string>): EnumLabels<EnumValue<K>> {
  const values = apiEnums[name] as readonly EnumValue<K>[];
  return { values, text, options: values.map((value) => ({ value, label: text[value] })) };
}
