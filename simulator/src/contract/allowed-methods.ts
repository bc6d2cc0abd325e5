// The methods each contract path answers, for the not-found handler: a path the contract has, asked
// with a method it does not take, is a 405 naming the ones it does (Allow), not "No route" (API QA).

// The contract's routes are the same in every app built in this process (tests build many): kept once each.
const known = new Map<string, { pattern: RegExp; method: string }>();

/** A registered operation: `url` as Fastify routes it (/api/v1/patients/:id). */
export function noteRoute(method: string, url: string): void {
  const escaped = url.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  known.set(`${method} ${url}`, { pattern: new RegExp(`^${escaped}$`), method: method.toUpperCase() });
}

/** The methods the contract answers at this path (without its query), sorted; none for an unknown path. */
export function allowedMethods(path: string): string[] {
  const methods = new Set([...known.values()].filter((route) => route.pattern.test(path)).map((route) => route.method));
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}
