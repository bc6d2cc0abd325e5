/**
 * Sets query parameters while leaving the others exactly as written (URLSearchParams would
 * re-encode the brackets of table filters such as filters[name]=x).
 */
export function withQuery(search: string, values: Record<string, string>): string {
  const parts = search.replace(/^\?/, '').split('&').filter(Boolean);
  const kept = parts.filter((part) => !(decodeURIComponent(part.split('=')[0] ?? '') in values));
  const added = Object.entries(values).map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  return `?${[...kept, ...added].join('&')}`;
}
