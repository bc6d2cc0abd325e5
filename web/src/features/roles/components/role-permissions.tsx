// A role's record page: the rules it grants, by resource, as an administrator reads them.
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { components } from '@bedside/openapi/api';
import { permissionAction, permissionCatalogue, permissionResource, type PermissionResource } from '@bedside/resources';

type Role = components['schemas']['Role'];

export function RolePermissions({ row }: { row: Role }) {
  const byResource = new Map<PermissionResource, string[]>();
  for (const rule of row.permissions) byResource.set(rule.resource, [...(byResource.get(rule.resource) ?? []), permissionAction.text[rule.action]]);
  const shown = (Object.keys(permissionCatalogue) as PermissionResource[]).filter((r) => byResource.has(r));
  return (
    <Card withBorder>
      <Title order={3} size="h5" mb="xs">Permissions</Title>
      {shown.length === 0 ? <Text size="sm" c="dimmed">This role grants no permissions.</Text> : (
        <Stack gap={6} data-testid="role-permissions">
          {shown.map((resource) => (
            <Group key={resource} gap="xs">
              <Text size="sm" w={200} fw={500}>{permissionResource.text[resource]}</Text>
              {byResource.get(resource)!.map((action) => <Badge key={action} variant="light" size="sm">{action}</Badge>)}
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
