// Groups on the generic resource pages: the record page lists the members, rooms and units.
import type { components } from '@bedside/openapi/api';
import { groups } from '@bedside/resources';
import type { WebResource } from '../../components/resource/web-resource';
import { GroupLists } from './components/group-lists';

export const groupsWeb: WebResource<components['schemas']['Group']> = {
  descriptor: groups,
  ShowExtras: GroupLists,
  // Search finds groups by name.
  related: [['get', '/search']],
};
