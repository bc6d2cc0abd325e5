// The verdict and the reason chain as the server words them (the enforcing rule's own reasons:
// simulator auth/access.ts); a reason that refuses reads in red, one that gives in the default colour.
import { Badge, List, Text } from '@mantine/core';
import type { components } from '@bedside/openapi/api';

type Reason = components['schemas']['AccessReason'];

const refusing = new Set<Reason['kind']>(['role_lacks', 'no_access', 'blocked']);

export function Verdict({ sees, label }: { sees: boolean; label: string }) {
  return <Badge color={sees ? 'green' : 'red'} variant="light" data-sees={sees}>{sees ? `Can see ${label}` : `Cannot see ${label}`}</Badge>;
}

export function Reasons({ reasons }: { reasons: readonly Reason[] }) {
  return (
    <List size="sm" spacing={2} data-testid="access-reasons">
      {reasons.map((r) => (
        <List.Item key={`${r.kind}:${r.text}`} data-kind={r.kind}>
          <Text size="sm" c={refusing.has(r.kind) ? 'red.8' : undefined}>{r.text}</Text>
        </List.Item>
      ))}
    </List>
  );
}
