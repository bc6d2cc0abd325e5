import { describe, expect, it } from 'vitest';
import { withQuery } from './query-string';

describe('withQuery', () => {
  it('replaces the given parameters and keeps the others as written', () => {
    expect(withQuery('?page=3&filters[name]=Ann&division_id=1', { page: '1', division_id: '2' })).toBe('?filters[name]=Ann&page=1&division_id=2');
    expect(withQuery('', { page: '1', division_id: '*' })).toBe('?page=1&division_id=*');
  });
});
