// Menus, custom fields, notifications and saved views of the demo hospital.
import { iso } from './clock.ts';
import { FALL_RISK_TEXT, notificationRequestKind, notificationTexts, PAUSED_TEXT } from './catalog.ts';
import type { Rng } from './prng.ts';
import { OTHER_ORGANIZATION_ROLE_OFFSET } from './roles.ts';
import type { AuditLog, CustomField, Notification, Patient, PatientMonitor, Room, StoredCustomField, StoredFeatureFlag, StoredMenuSet, TableUserSetting, User } from './types.ts';

type Page = NonNullable<StoredMenuSet['menu_items'][number]['page']>;

/** The same four sets for each organisation (ids 1 to 4 at Mercy), restricted to its own copies of the seeded roles. */
export function seedMenus(organizations: readonly string[], at: string): StoredMenuSet[] {
  let id = 100;
  const item = (label: string, page: Page, icon: string) => ({ id: (id += 1), label, icon, enabled: true, page, pageType: 'item' as const });
  return organizations.flatMap((organization_id, index): StoredMenuSet[] => {
    const setId = (n: number) => index * 4 + n;
    const role = (n: number) => n + index * OTHER_ORGANIZATION_ROLE_OFFSET;
    const common = { organization_id, updated_at: at };
    return [
      {
        ...common, id: setId(1), title: 'Virtual Care', icon: 'stethoscope', expanded: true, enabled: true, roles: [],
        menu_items: [
          item('Patients', 'patients_list', 'users'),
          item('Patient Monitors', 'patient_monitors', 'video'),
          item('Central Monitoring', 'central_monitoring', 'layout-grid'),
          item('Infinity Watch', 'infinity_watch', 'eye'),
          item('My Home', 'my_home', 'home'),
        ],
      },
      {
        ...common, id: setId(2), title: 'Assignments', icon: 'clipboard', expanded: false, enabled: true, roles: [],
        menu_items: [
          item('Assignments', 'assignments', 'clipboard-list'),
          item('Care Assignments', 'care_assignments', 'heart'),
          item('Team Mode', 'team_mode', 'users-group'),
          item('Nursing Station', 'nursing_station', 'building-hospital'),
        ],
      },
      {
        ...common, id: setId(3), title: 'Reporting', icon: 'chart-bar', expanded: false, enabled: true, roles: [role(1), role(2), role(3)],
        menu_items: [
          item('Shift Report', 'shift_report', 'report'),
          item('Patient Tracker', 'patient_tracker', 'map-pin'),
          item('Operational Live View', 'operational_live_view', 'activity'),
          item('Patient Timeline', 'patient_timeline', 'timeline'),
          item('Advanced Reporting', 'advanced_reporting', 'chart-pie'),
          item('Recordings', 'recordings', 'player-record'),
        ],
      },
      { ...common, id: setId(4), title: 'Pilot Features', icon: 'flask', expanded: false, enabled: false, roles: [], menu_items: [item('Patient Timeline', 'patient_timeline', 'timeline')] },
    ];
  });
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

/**
 * A monitor that never started was never paused, and a user receives requests only of the virtual
 * request types they hold (shell §6): either notification is a fall risk alert instead (no draw,
 * so the rest stay as they were).
 */
function agreeing(text: string, monitor: PatientMonitor, user: User): string {
  if (text === PAUSED_TEXT && monitor.monitor_started_at === null) return FALL_RISK_TEXT;
  const kind = notificationRequestKind[text];
  return kind && !(user.virtual_request_types as readonly string[]).includes(kind) ? FALL_RISK_TEXT : text;
}

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
        message: agreeing(rng.pick(notificationTexts), monitor, user).replace('{room}', room?.name ?? 'unassigned room'),
        archived: i >= 4,
        created_at: iso(-rng.int(1, 3000)),
        division_id: monitor.division_id,
        related_to: { patient_monitor_id: monitor.id },
      });
    }
  }
  return list.sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/**
 * Saved views: the system view every user of Mercy General sees, two users' own views, and the
 * other organisation's system view (never seen here). The nurse's own view comes first: the
 * generated contract tests edit the first view she sees, which must be one she may edit.
 */
export function seedSavedViews(users: readonly User[]): TableUserSetting[] {
  const owner = (persona: string) => {
    const user = users.find((u) => u.persona === persona);
    if (!user) throw new Error(`seed: no ${persona} to own a saved view`);
    return user.id;
  };
  const offline = { filters: { status: ['offline'] }, order: { field: 'name', direction: 'asc' as const }, per_page: 25 as const };
  return [
    { id: 2, user_id: owner('nurse'), table_id: 'patients', name: 'My ward patients', is_default: false, is_system: false, metadata: { order: { field: 'display_name', direction: 'asc' }, per_page: 25 } },
    { id: 1, user_id: owner('sysadmin'), table_id: 'video_devices', name: 'Offline devices', is_default: false, is_system: true, metadata: offline },
    { id: 3, user_id: owner('hospital-admin'), table_id: 'patient_monitors', name: 'Paused monitors', is_default: false, is_system: false, metadata: { filters: { status: ['paused'] } } },
    { id: 4, user_id: owner('other-organization'), table_id: 'video_devices', name: 'Offline devices', is_default: false, is_system: true, metadata: offline },
  ];
}

/** The product's feature flags, on in every organisation (users hold their own enabled_flags too). */
export function seedFeatureFlags(organizations: readonly string[], at: string): StoredFeatureFlag[] {
  const flags: { key: StoredFeatureFlag['key']; name: string; description: string }[] = [
    { key: 'ptz_presets', name: 'PTZ Presets', description: 'Saved camera positions in the Camera panel of a video visit.' },
    { key: 'connection_quality_indicator', name: 'Connection Quality Indicator', description: 'The connection quality and Wi-Fi signal shown during a video visit.' },
    { key: 'screen_sharing', name: 'Screen Sharing', description: 'Sharing the screen to a kiosk-mode device in Video Meeting Settings.' },
  ];
  return organizations.flatMap((organization_id, o) => flags.map((flag, i) => ({
    id: o * flags.length + i + 1, ...flag, enabled: true, updated_at: at, organization_id,
  })));
}

/**
 * Past video visits as the web audits them (video_started, video_connected, video_ended), by the
 * clinicians of each organisation, so the Logs screen has a history from the first start.
 */
export function seedAuditLogs(monitors: readonly PatientMonitor[], users: readonly User[], organizationOf: (divisionId: number) => string | undefined): AuditLog[] {
  const clinicians = users.filter((u) => u.persona && !u.blocked && ['nurse', 'virtual-nurse', 'central-monitoring', 'other-organization'].includes(u.persona));
  const logs: AuditLog[] = [];
  // Twelve visits per organisation, so each sees a history of its own (and none of the other's).
  const organizations = [...new Set(users.map((u) => u.organization_id))];
  const visited = organizations.flatMap((organization) => monitors
    .filter((m) => m.video_device_id !== null && organizationOf(m.division_id) === organization).slice(0, 12));
  visited.forEach((monitor, i) => {
    const organization = organizationOf(monitor.division_id);
    const candidates = clinicians.filter((u) => u.organization_id === organization && u.division_ids.includes(monitor.division_id));
    const user = candidates[i % Math.max(candidates.length, 1)];
    if (!user) return;
    const meeting = `seed-meeting-${monitor.id}`;
    (['video_started', 'video_connected', 'video_ended'] as const).forEach((category, step) => logs.push({
      id: logs.length + 1, user_id: user.id, created_at: iso(-24 * 60 + i * 37 + step * 4), category, session_id: null,
      patient_monitor_id: monitor.id, patient_id: monitor.patient_id, video_device_id: monitor.video_device_id,
      video_type: 'meeting', meeting_id: meeting, ptz_enabled: null, video_reasons: [1], source: null,
    }));
  });
  return logs;
}
