import type { components } from '@bedside/openapi/api';

type CurrentUser = components['schemas']['CurrentUser'];
type DivisionSelector = components['schemas']['DivisionSelector'];
type DivisionColor = components['schemas']['DivisionColor'];

export const ALL_DIVISIONS = '*';

export type DivisionUser = Pick<CurrentUser, 'divisions' | 'preferred_division_id'> & {
  hospital: Pick<CurrentUser['hospital'], 'main_division_id'>;
};

function holds(user: DivisionUser, id: number | null | undefined): id is number {
  return id !== null && id !== undefined && user.divisions.some((division) => division.id === id);
}

/** The user's default division: preferred, else the hospital's main division, else the first. */
export function defaultDivision(user: DivisionUser): DivisionSelector {
  if (holds(user, user.preferred_division_id)) return String(user.preferred_division_id);
  if (holds(user, user.hospital.main_division_id)) return String(user.hospital.main_division_id);
  const first = user.divisions[0];
  return first ? String(first.id) : ALL_DIVISIONS;
}

/** '*' or one of the user's own divisions; anything else (a stale tab, a hand-edited URL) is not. */
export function isUsableDivision(user: DivisionUser, value: string | null | undefined): value is DivisionSelector {
  if (value === null || value === undefined) return false;
  if (value === ALL_DIVISIONS) return true;
  return /^[1-9][0-9]*$/.test(value) && holds(user, Number(value));
}

export interface DivisionInputs {
  user: DivisionUser;
  /** division_id in the URL being opened. */
  fromUrl: string | null;
  /** The division already working in this tab. */
  current: string | null;
  /** The division remembered in sessionStorage (survives reload). */
  stored: string | null;
  /** Whether the route accepts all divisions ('*'). */
  allowAll: boolean;
}

/**
 * The division a page works in: the URL's, else the tab's, else the remembered one; a division
 * the user no longer holds, or '*' where a route needs one division, falls back to the default.
 */
export function resolveDivision({ user, fromUrl, current, stored, allowAll }: DivisionInputs): DivisionSelector {
  const candidate = [fromUrl, current, stored].find((value) => value !== null && value !== undefined) ?? null;
  const chosen = isUsableDivision(user, candidate) ? candidate : defaultDivision(user);
  return chosen === ALL_DIVISIONS && !allowAll ? defaultDivision(user) : chosen;
}

export type PickerState = 'hidden' | 'visible' | 'readonly';

/** Hidden where a route needs no division; read-only on editing pages (paths ending /edit or /add). */
export function pickerState(route: { divisionRequired: boolean }, pathname: string): PickerState {
  if (!route.divisionRequired) return 'hidden';
  return /\/(edit|add)\/?$/.test(pathname) ? 'readonly' : 'visible';
}

export interface PickerOption {
  value: DivisionSelector;
  label: string;
  color: DivisionColor | null;
}

export function pickerOptions(divisions: CurrentUser['divisions'], allowAll: boolean): PickerOption[] {
  const own = divisions.map((division) => ({ value: String(division.id), label: division.name, color: division.color }));
  return allowAll ? [{ value: ALL_DIVISIONS, label: 'All hospitals', color: null }, ...own] : own;
}

/** There is nothing to choose with only one division. */
export function isPickerDisabled(divisions: readonly unknown[]): boolean {
  return divisions.length <= 1;
}
