// Roles on the generic resource pages: the permission grid as the form's `permissions` input, and
// the granted rules on the record page.
import type { components } from '@bedside/openapi/api';
import { roles } from '@bedside/resources';
import type { WebResource } from '../../components/resource/web-resource';
import { PermissionGrid } from './components/permission-grid';
import { RolePermissions } from './components/role-permissions';

export const rolesWeb: WebResource<components['schemas']['Role']> = {
  descriptor: roles,
  inputs: { permissions: PermissionGrid },
  ShowExtras: RolePermissions,
};
