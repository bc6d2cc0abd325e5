// GET /users/current: the signed-in user as the web app needs it.
import type { components } from '@bedside/openapi/api';
import type { AuthContext } from '../auth/context.ts';
import type { Store } from '../store/store.ts';
import type { Hospital } from '../store/types.ts';
import { GRID_COLUMNS, gridColumnsFrom } from './preferences.ts';
import type { ApiHandlers } from './types.ts';

/** The hospital fields of the current user (shell §3); the other preferences stay on their own page. */
function hospitalOf(h: Hospital): components['schemas']['Hospital'] {
  return {
    id: h.id, name: h.name, organization_id: h.organization_id, main_division_id: h.main_division_id,
    meeting_preview_enabled: h.meeting_preview_enabled, logo_url: h.logo_url, footer_logo_url: h.footer_logo_url,
    default_per_page: h.default_per_page, connect_all_interval_ms: h.connect_all_interval_ms,
  };
}

export function currentUser(store: Store, auth: AuthContext): components['schemas']['CurrentUser'] {
  const { user, role } = auth;
  return {
    id: user.id,
    name: user.name,
    display_name: user.name,
    email: user.email,
    role: { id: role.id, name: role.name, show_admin_menu: role.show_admin_menu },
    hospital: hospitalOf(store.hospital(user.hospital_id)),
    hospital_id: user.hospital_id,
    divisions: user.division_ids.flatMap((id) => {
      const division = store.divisionsById.get(id);
      return division ? [{ id: division.id, name: division.name, color: division.color }] : [];
    }),
    division_homepages: user.division_ids.flatMap((id) => {
      const message = store.divisionsById.get(id)?.welcome_message ?? null;
      return message === null ? [] : [{ division_id: id, welcome_message: message }];
    }),
    preferred_division_id: user.preferred_division_id,
    timezone: user.timezone,
    time_format: user.time_format,
    avatar_type: 'initials',
    avatar_color: user.avatar_color,
    avatar_url: null,
    permissions: role.permissions,
    staff_types: user.staff_kinds.map((kind) => ({ kind })),
    virtual_request_types: user.virtual_request_types,
    // The user's own choice (Profile, the audio_ping preference); on until they turn it off.
    audio_ping_enabled: store.data.preferences.find((p) => p.user_id === user.id && p.key === 'audio_ping')?.settings.enabled !== false,
    // A user without their own timeout has their health system's (Health System › Preferences).
    inactivity_timeout_sec: user.inactivity_timeout_sec ?? store.hospital(user.hospital_id).inactivity_timeout_min * 60,
    enabled_flags: store.enabledFlagsOf(user),
    // The user's own choice on the monitoring walls (the patient_central preference), else three.
    grid_column_number: gridColumnsFrom(store.data.preferences.find((p) => p.user_id === user.id && p.key === 'patient_central')?.settings) ?? GRID_COLUMNS.standard,
    helpdesk_signature: null,
  };
}

export const userHandlers: ApiHandlers = {
  getCurrentUser: ({ auth, services }) => currentUser(services.store, auth),
};
