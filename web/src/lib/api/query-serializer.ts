/**
 * Rails-style query strings, as the provider expects: arrays with brackets
 * (`filters[kind][]=fixed`), nested objects by key (`order_by[field]=status`). openapi-fetch's
 * own serializer stops at one level of nesting, so filters need this one.
 */
export function serializeQuery(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) append(parts, encodeURIComponent(key), value);
  return parts.join('&');
}

function append(parts: string[], prefix: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) append(parts, `${prefix}[]`, item);
  } else if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) append(parts, `${prefix}[${encodeURIComponent(key)}]`, item);
  } else {
    parts.push(`${prefix}=${encodeURIComponent(String(value))}`);
  }
}
