// The contract documents are shared by every app of a process (each test file builds its own), so
// they must not change under another app, and what is built from them is built once.
import { describe, expect, it, vi } from 'vitest';
import { contractDocument, keptFor } from '../src/contract/documents.ts';

describe('contract documents', () => {
  it('are parsed once per process and cannot be written to', () => {
    const api = contractDocument('api');
    expect(contractDocument('api')).toBe(api);
    const paths = api.paths as Record<string, unknown>;
    expect(() => { paths['/new'] = {}; }).toThrow(TypeError);
    expect(() => { (api.components as { schemas: Record<string, unknown> }).schemas.Patient = {}; }).toThrow(TypeError);
    expect(paths['/new']).toBeUndefined();
  });

  it('keep what is built from them, once for each kind and set of parts', () => {
    const [api, sim] = [contractDocument('api'), contractDocument('sim')];
    const make = vi.fn(() => ({}));
    const first = keptFor('test kind', [api, sim], make);
    expect(keptFor('test kind', [api, sim], make)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
    expect(keptFor('test kind', [api], make)).not.toBe(first);
    expect(keptFor('another kind', [api, sim], make)).not.toBe(first);
    expect(keptFor('test kind', [structuredClone(api), sim], make)).not.toBe(first);
    expect(make).toHaveBeenCalledTimes(4);
  });
});
