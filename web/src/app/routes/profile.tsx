import { Stack, Text } from '@mantine/core';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { AudioPingSwitch } from '../../features/preferences/components/audio-ping-switch';
import { MaskPhiSwitch } from '../../features/preferences/components/mask-phi-switch';
import { PageHeader } from './page-header';

/** /profile: who is signed in, and the choices that follow them (mask_phi, notification sounds). */
export function Component() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title="Profile" breadcrumbs={[]} />
      <Stack gap="xs" maw={480}>
        <Text fw={600}>{user.display_name}</Text>
        <Text size="sm" c="dimmed">{user.email} · {user.role.name}</Text>
        <MaskPhiSwitch />
        <AudioPingSwitch />
      </Stack>
    </>
  );
}
