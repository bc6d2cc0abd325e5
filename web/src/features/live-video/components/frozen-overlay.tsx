// A frozen patient picture must never pass for a live one (issue 16): over the greyed video, a
// large notice says so and counts how long it has been frozen, up to the spec's 20 s error.
import { Center, Stack, Text, VisuallyHidden } from '@mantine/core';
import { frozenLabel } from '../../../lib/media/freeze-clock';
import { useNow } from '../../../lib/format/use-now';

export function FrozenOverlay({ since }: { since: number }) {
  const now = useNow(1000);
  return (
    <Center pos="absolute" inset={0} style={{ pointerEvents: 'none' }}>
      {/* Announced once; the counter below is not read out every second. */}
      <VisuallyHidden role="alert">Patient video frozen</VisuallyHidden>
      <Stack gap={2} align="center" px="md" py="xs" bg="rgba(0, 0, 0, 0.72)" style={{ borderRadius: 8 }}>
        <Text c="white" fw={700} size="xl" data-testid="frozen-overlay">
          Video frozen · {frozenLabel(since, now)}
        </Text>
        <Text c="gray.3" size="sm">The picture is not live. Waiting for the camera…</Text>
      </Stack>
    </Center>
  );
}
