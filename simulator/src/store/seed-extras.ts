// Menus, custom fields, notifications and system saved views of the demo hospital.
import { iso } from './clock.ts';
import { FALL_RISK_TEXT, notificationTexts, PAUSED_TEXT } from './catalog.ts';
import type { Rng } from './prng.ts';
import type { CustomField, MenuSet, Notification, Patient, PatientMonitor, Room, StoredCustomField, TableUserSetting, User } from './types.ts';

export function seedMenus(): MenuSet[] {
  let id = 100;
  const item = (label: string, page: NonNullable<MenuSet['menu_items'][number]['page']>, icon: string) =>
    ({ id: (id += 1), label, icon, enabled: true, page, pageType: 'item' as const });
  return [
    {
      id: 1, title: 'Virtual Care', icon: 'stethoscope', expanded: true, enabled: true, roles: [],
      menu_items: [
        item('Patients', 'patients_list', 'users'),
        item('Patient Monitors', 'patient_monitors', 'video'),
        item('Central Monitoring', 'central_monitoring', 'layout-grid'),
        item('Infinity Watch', 'infinity_watch', 'eye'),
        item('My Home', 'my_home', 'home'),
      ],
    },
    {
      id: 2, title: 'Assignments', icon: 'clipboard', expanded: false, enabled: true, roles: [],
      menu_items: [
        item('Assignments', 'assignments', 'clipboard-list'),
        item('Care Assignments', 'care_assignments', 'heart'),
        item('Team Mode', 'team_mode', 'users-group'),
        item('Nursing Station', 'nursing_station', 'building-hospital'),
      ],
    },
    {
      id: 3, title: 'Reporting', icon: 'chart-bar', expanded: false, enabled: true, roles: [1, 2, 3],
      menu_items: [
        item('Shift Report', 'shift_report', 'report'),
        item('Patient Tracker', 'patient_tracker', 'map-pin'),
        item('Operational Live View', 'operational_live_view', 'activity'),
        item('Patient Timeline', 'patient_timeline', 'timeline'),
        item('Advanced Reporting', 'advanced_reporting', 'chart-pie'),
        item('Recordings', 'recordings', 'player-record'),
      ],
    },
    { id: 4, title: 'Pilot Features', icon: 'flask', expanded: false, enabled: false, roles: [], menu_items: [item('Patient Timeline', 'patient_timeline', 'timeline')] },
  ];
}

const customFields: Omit<CustomField, 'id'>[] = [
  { model: 'video_device', key: 'asset_tag', kind: 'text', label: 'Asset Tag' },
  { model: 'video_device', key: 'cart_color', kind: 'select', label: 'Cart Colour', options: ['Blue', 'Grey', 'White'] },
  { model: 'patient', key: 'preferred_language', kind: 'select', label: 'Preferred Language', options: ['English', 'Spanish', 'Vietnamese', 'Arabic'] },
];

/** The same fields for each organisation (ids 1 to 3 at Mercy, then St. Elsewhere's): the seeded records of both hold values for them. */
export function seedCustomFields(organizations: readonly string[]): StoredCustomField[] {
  return organizations.flatMap((organization_id, index) => customFields.map((field, i) => ({
    ...field, ...(field.options ? { options: [...field.options] } : {}), id: index * customFields.length + i + 1, organization_id,
  })));
}

/** A monitor that never started was never paused: its notification is another kind (no draw, so the rest stay as they were). */
const agreeing = (text: string, monitor: PatientMonitor) =>
  text === PAUSED_TEXT && monitor.monitor_started_at === null ? FALL_RISK_TEXT : text;

export function seedNotifications(rng: Rng, users: User[], monitors: PatientMonitor[], rooms: Room[], patients: Patient[]): Notification[] {
  const list: Notification[] = [];
  for (const user of users) {
    const mine = monitors.filter((m) => user.division_ids.includes(m.division_id));
    for (let i = 0; i < 6 && mine.length; i += 1) {
      const monitor = rng.pick(mine);
      const patient = patients.find((p) => p.id === monitor.patient_id);
      const room = rooms.find((r) => r.id === patient?.room_id);
      list.push({
        id: list.length + 1,
        user_id: user.id,
        message: agreeing(rng.pick(notificationTexts), monitor).replace('{room}', room?.name ?? 'unassigned room'),
        archived: i >= 4,
        created_at: iso(-rng.int(1, 3000)),
        division_id: monitor.division_id,
        related_to: { patient_monitor_id: monitor.id },
      });
    }
  }
  return list.sort((a, b) => b.created_at.localeCompare(a.created_at));
}

export function seedSystemViews(): TableUserSetting[] {
  return [{
    id: 1, user_id: 1, table_id: 'video_devices', name: 'Offline devices', is_default: false, is_system: true,
    metadata: { filters: { status: ['offline'] }, order: { field: 'name', direction: 'asc' }, per_page: 25 },
  }];
}
