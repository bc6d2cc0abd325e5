import { describe, expect, it } from 'vitest';
import { href, subjectHref } from './paths';

const viewer = { permissions: [{ action: 'View', resource: 'VideoDevice' }], staffKinds: [] };
const editor = { permissions: [{ action: 'Edit', resource: 'VideoDevice' }, { action: 'Edit', resource: 'Unit' }], staffKinds: [] };

describe('href', () => {
  it('builds named targets with their id and query', () => {
    expect(href('patients.overview.edit', { id: 12 }, { division_id: 2 })).toBe('/patients/12/overview/edit?division_id=2');
    expect(href('hospital.rooms.edit', { id: 4 }, { division_id: '*' })).toBe('/hospital/rooms/4/edit?division_id=*');
    expect(href('patient-monitors.monitoring', { id: 7 }, { division_id: 1, page: undefined })).toBe('/patient-monitors/7/monitoring?division_id=1');
    expect(href('user-management.groups.view', { id: 30 })).toBe('/user-management/groups/30/view');
  });

  it('names every resource page from its descriptor, and refuses an unknown name', () => {
    expect(href('patients.view', { id: 3 })).toBe('/patients/3/view');
    expect(href('patient-monitors.edit', { id: 8 })).toBe('/patient-monitors/8/edit');
    expect(href('hospital.video_devices.view', { id: 5 })).toBe('/hospital/video_devices/5/view');
    expect(() => href('patients.nothing.edit', { id: 1 })).toThrow('unknown named route patients.nothing.edit');
  });
});

describe('subjectHref', () => {
  it('chooses the edit page only for users who may edit the subject', () => {
    expect(subjectHref('hospital.video_devices', editor, { id: 5 })).toBe('/hospital/video_devices/5/edit');
    expect(subjectHref('hospital.video_devices', viewer, { id: 5 })).toBe('/hospital/video_devices/5/view');
    expect(subjectHref('hospital.units', editor, { id: 3 }, { division_id: 1 })).toBe('/hospital/units/3/edit?division_id=1');
    expect(subjectHref('user-management.groups', editor, { id: 3 })).toBe('/user-management/groups/3/view');
  });
});
