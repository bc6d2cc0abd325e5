// Roles on the generic resource pages: the permission grid as the form's `permissions` input, and
// the granted rules on the record page. A role that can do more than the user (the System
// Administrator's Manage System, for a hospital administrator) is theirs to read, not to change:
// the simulator refuses its save (privileges.ts), so Edit and Delete are not offered.
import type { components } from '@bedside/openapi/api';
import { roles, rulesBeyond } from '@bedside/resources';
import type { WebResource } from '../../components/resource/web-resource';
import { PermissionGrid } from './components/permission-grid';
import { RolePermissions } from './components/role-permissions';

type Role = components['schemas']['Role'];

export const rolesWeb: WebResource<Role> = {
  descriptor: roles,
  inputs: { permissions: PermissionGrid },
  ShowExtras: RolePermissions,
  lockedFor: (role, may) => {
    const beyond = rulesBeyond(may, role.permissions);
    return beyond.length ? `Only someone holding all of this role's permissions may change it (you do not hold ${beyond.join(', ')}).` : null;
  },
};
