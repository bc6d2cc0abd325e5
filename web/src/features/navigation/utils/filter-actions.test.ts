import { describe, expect, it } from 'vitest';
import { filterActions, type PaletteAction } from './filter-actions';

const action = (label: string, breadcrumbs: string[], keywords: string[] = []): PaletteAction => ({ id: label, label, to: `/${label}`, breadcrumbs, keywords });
const actions = [action('Rooms', ['Hospitals']), action('Users', ['User Management'], ['staff']), action('Patients', ['Virtual Care'])];

describe('filterActions', () => {
  it('searches titles, breadcrumbs and keywords, ignoring case', () => {
    expect(filterActions(actions, 'room').map((a) => a.label)).toEqual(['Rooms']);
    expect(filterActions(actions, 'hospitals').map((a) => a.label)).toEqual(['Rooms']);
    expect(filterActions(actions, 'STAFF').map((a) => a.label)).toEqual(['Users']);
  });

  it('needs every word to match, and lists everything for an empty query', () => {
    expect(filterActions(actions, 'user staff').map((a) => a.label)).toEqual(['Users']);
    expect(filterActions(actions, 'user rooms')).toEqual([]);
    expect(filterActions(actions, '  ')).toHaveLength(3);
  });
});
