// Statuses an operation must declare because the simulator's shared layers answer them, whatever
// its handler does: 400 from request validation (any parameter, or a body sent to a call that takes
// none), 401 from authentication, 403 from the permission and division checks, 404 for an id in the
// path, 413 and 415 for a request body. The contract lint fails an operation that forgets one.
const methods = ['get', 'put', 'post', 'delete', 'patch'];

const reasons = {
  400: 'parameters and bodies are validated',
  401: 'the operation is secured',
  403: 'it has x-permission or a division_id selector',
  404: 'it reads an id from the path',
  413: 'it takes a request body, which has a size limit',
  415: 'it takes a request body of declared media types only',
};

/** `node`, or what its local `$ref` (followed again) points to in `doc`. */
export function follow(doc, node) {
  if (!node?.$ref) return node;
  const target = node.$ref.slice(2).split('/').reduce((at, part) => at?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  return follow(doc, target);
}

/** @returns {string[]} one line per status an operation of `doc` answers but does not declare */
export function undeclaredStatuses(doc) {
  const problems = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of methods) {
      const op = item[method];
      if (!op) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => follow(doc, p));
      const required = [];
      if (params.length || method !== 'get') required.push('400');
      if ((op.security ?? doc.security ?? []).length) required.push('401');
      if (op['x-permission'] || params.some((p) => p.in === 'query' && p.name === 'division_id')) required.push('403');
      if (params.some((p) => p.in === 'path' && p.name === 'id')) required.push('404');
      if (op.requestBody) required.push('413', '415');
      for (const status of required.filter((s) => !op.responses?.[s])) {
        problems.push(`${method.toUpperCase()} ${path} (${op.operationId}) must declare ${status}: ${reasons[status]}`);
      }
    }
  }
  return problems;
}
