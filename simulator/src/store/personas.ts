// The seeded personas: one user for every kind of person who signs in, including the ones whose
// sign-in must fail (blocked, another organisation).
import type { StaffKind } from './types.ts';

export const ORGANIZATION_ID = 'mercy-general';
export const OTHER_ORGANIZATION_ID = 'st-elsewhere';

export interface PersonaSeed {
  key: string;
  name: string;
  email: string;
  roleId: number;
  /** division indexes of the main hospital; 'all' for every division */
  divisions: 'all' | number[];
  staff: StaffKind[];
  blocked?: boolean;
  otherOrganization?: boolean;
  timeFormat?: 12 | 24;
  inactivityTimeoutSec?: number;
}

export const personaSeeds: PersonaSeed[] = [
  { key: 'sysadmin', name: 'Sam Rivera', email: 'sysadmin@mercy-general.test', roleId: 1, divisions: 'all', staff: [] },
  { key: 'hospital-admin', name: 'Helen Marie Okafor', email: 'hospital.admin@mercy-general.test', roleId: 2, divisions: 'all', staff: [] },
  { key: 'manager', name: 'Marcus Bell', email: 'manager@mercy-general.test', roleId: 3, divisions: [0, 1, 2], staff: [], timeFormat: 24 },
  { key: 'nurse', name: 'Nora Lindqvist', email: 'nurse@mercy-general.test', roleId: 4, divisions: [0, 1], staff: [] },
  { key: 'virtual-nurse', name: 'Vera Anne Castellano', email: 'virtual.nurse@mercy-general.test', roleId: 5, divisions: 'all', staff: ['virtual_nursing', 'eicu', 'translation'] },
  { key: 'virtual-observer', name: 'Owen Price', email: 'observer@mercy-general.test', roleId: 6, divisions: 'all', staff: ['virtual_observer'] },
  { key: 'central-monitoring', name: 'Carla Nakamura', email: 'central@mercy-general.test', roleId: 7, divisions: 'all', staff: ['security', 'virtual_scribe'] },
  { key: 'single-division', name: 'Dana Pemberton', email: 'peds.nurse@mercy-general.test', roleId: 4, divisions: [2], staff: [] },
  { key: 'blocked', name: 'Blake Holloway', email: 'blocked@mercy-general.test', roleId: 4, divisions: [0], staff: [], blocked: true },
  { key: 'other-organization', name: 'Olive Sandoval', email: 'nurse@st-elsewhere.test', roleId: 4, divisions: [0], staff: [], otherOrganization: true },
  // A second virtual nurse: a colleague of the same staff type to hand assignments over to.
  { key: 'virtual-nurse-colleague', name: 'Ingrid Solberg', email: 'virtual.nurse.colleague@mercy-general.test', roleId: 5, divisions: 'all', staff: ['virtual_nursing'] },
];
