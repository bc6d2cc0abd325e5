// Saved views on the generic resource pages (Health System › Views): a system view's name opens
// it only for users with Manage System; a save refreshes every table's saved-view menu.
import { savedViews } from '@bedside/resources';
import type { WebResource } from '../../components/resource/web-resource';
import { SavedViewName, type SavedView } from './components/saved-view-name';

export const savedViewsWeb: WebResource<SavedView> = {
  descriptor: savedViews,
  cells: { name: (row) => <SavedViewName row={row} /> },
  related: [['get', '/table_user_settings']],
};
