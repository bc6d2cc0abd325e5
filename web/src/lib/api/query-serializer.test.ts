import { describe, expect, it } from 'vitest';
import { serializeQuery } from './query-serializer';

describe('serializeQuery', () => {
  it('writes primitives as plain pairs', () => {
    expect(serializeQuery({ page: 2, q: 'john smith', archived: false })).toBe('page=2&q=john%20smith&archived=false');
  });

  it('writes arrays with brackets', () => {
    expect(serializeQuery({ filters: { kind: ['fixed', 'mobilecart'] } })).toBe(
      'filters[kind][]=fixed&filters[kind][]=mobilecart',
    );
  });

  it('writes nested objects by key', () => {
    expect(serializeQuery({ order_by: { field: 'status', direction: 'desc' }, per_page: 25 })).toBe(
      'order_by[field]=status&order_by[direction]=desc&per_page=25',
    );
  });

  it('mixes text filters and list filters', () => {
    expect(serializeQuery({ filters: { name: 'cart 1', status: ['online'] } })).toBe(
      'filters[name]=cart%201&filters[status][]=online',
    );
  });

  it('skips absent values and keeps division "*" readable', () => {
    expect(serializeQuery({ division_id: '*', page: undefined, filters: { kind: null } })).toBe('division_id=*');
  });

  it('encodes reserved characters inside keys and values', () => {
    expect(serializeQuery({ filters: { 'a&b': 'x=y' } })).toBe('filters[a%26b]=x%3Dy');
  });
});
