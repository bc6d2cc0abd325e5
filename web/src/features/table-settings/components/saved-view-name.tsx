// A saved view's name in Health System › Views: a link to its edit page, except a system view for
// a user without Manage System, who sees it but may not change it (the server answers 403).
import { Anchor, Text } from '@mantine/core';
import type { components } from '@bedside/openapi/api';
import { savedViews } from '@bedside/resources';
import { Link } from 'react-router';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { accessSubjectOf, can } from '../../../lib/permissions/permissions';

export type SavedView = components['schemas']['SavedView'];

export function SavedViewName({ row }: { row: SavedView }) {
  const user = useCurrentUser();
  if (row.is_system && !can(accessSubjectOf(user), 'Manage', 'System')) return <Text size="sm" span>{row.name}</Text>;
  return <Anchor component={Link} to={`${savedViews.routes.base}/${row.id}/edit`} size="sm">{row.name}</Anchor>;
}
