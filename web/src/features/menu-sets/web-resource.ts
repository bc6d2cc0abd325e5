// Menu sets (App Modules) on the generic resource pages: the roles multi-select and the items
// editor as the form's custom inputs, and the items on the record page.
import type { components } from '@bedside/openapi/api';
import { menuSets } from '@bedside/resources';
import type { WebResource } from '../../components/resource/web-resource';
import { MenuItemsEditor } from './components/menu-items-editor';
import { MenuSetItems } from './components/menu-set-items';
import { RolesInput } from './components/roles-input';

export const menuSetsWeb: WebResource<components['schemas']['MenuSet']> = {
  descriptor: menuSets,
  inputs: { roles: RolesInput, menu_items: MenuItemsEditor },
  ShowExtras: MenuSetItems,
};
