// The roles editor's permission rules: one row per resource with a checkbox per action that applies
// to it (the catalogue in @bedside/resources, shell §6), so a role can only be given rules the
// product knows. Values are the rules as "Action Resource" texts. A rule the user does not hold is
// shown but cannot be ticked: the simulator refuses to let anyone give more than they hold.
import { Checkbox, Group, Input, Table, Text } from '@mantine/core';
import { isCapacity, permissionAction, permissionCatalogue, permissionResource, type PermissionResource } from '@bedside/resources';
import type { CustomInputProps } from '../../../components/resource/web-resource';

const resources = Object.keys(permissionCatalogue) as PermissionResource[];

const total = resources.reduce((n, r) => n + permissionCatalogue[r].length, 0);

export function PermissionGrid({ label, value, onChange, error, may = () => true }: CustomInputProps) {
  const granted = new Set(value);
  const givable = (action: string, resource: string) => isCapacity({ action }) || may(action, resource);
  const withheld = resources.some((r) => permissionCatalogue[r].some((action) => !givable(action, r)));
  const toggle = (text: string, on: boolean) => {
    const next = new Set(granted);
    if (on) next.add(text); else next.delete(text);
    // Sorted, so that ticking a rule and unticking it again leaves the form unchanged.
    onChange([...next].sort());
  };
  return (
    <Input.Wrapper label={label} error={error} description={`${granted.size} of ${total} rules${withheld ? '. You can give only rules you hold yourself.' : ''}`}>
      <Table withTableBorder verticalSpacing={4} mt={4} data-testid="permission-grid">
        <Table.Tbody>
          {resources.map((resource) => (
            <Table.Tr key={resource}>
              <Table.Th scope="row" w={200}><Text size="sm" fw={500}>{permissionResource.text[resource]}</Text></Table.Th>
              <Table.Td>
                <Group gap="md">
                  {permissionCatalogue[resource].map((action) => {
                    const text = `${action} ${resource}`;
                    return (
                      <Checkbox
                        key={action}
                        size="xs"
                        label={permissionAction.text[action]}
                        aria-label={`${permissionAction.text[action]} ${permissionResource.text[resource]}`}
                        checked={granted.has(text)}
                        disabled={!givable(action, resource)}
                        onChange={(e) => toggle(text, e.currentTarget.checked)}
                      />
                    );
                  })}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Input.Wrapper>
  );
}
