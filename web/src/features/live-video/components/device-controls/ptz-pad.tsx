// The device camera: a click on an arrow moves one step, a hold keeps moving until release
// (lib/media/ptz-press), zoom a step, Home resets; shows the position the device reports.
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ControlCommandInput, PtzPosition } from '../../../../lib/media/control-channel';
import { pressPtzArrow } from '../../../../lib/media/ptz-press';
import type { PtzSend } from '../../hooks/use-ptz';
import { HoldButton } from './hold-button';

interface PtzPadProps {
  position: PtzPosition | null;
  error: string | null;
  send: PtzSend;
}

const moves = [
  { label: 'Tilt up', pan: 0, tilt: 1, glyph: '▲', cell: 2 },
  { label: 'Pan left', pan: -1, tilt: 0, glyph: '◀', cell: 4 },
  { label: 'Pan right', pan: 1, tilt: 0, glyph: '▶', cell: 6 },
  { label: 'Tilt down', pan: 0, tilt: -1, glyph: '▼', cell: 8 },
] as const;

function formatPosition(position: PtzPosition): string {
  return `Pan ${Math.round(position.pan)}° · Tilt ${Math.round(position.tilt)}° · Zoom ${position.zoom}`;
}

export function PtzPad({ position, error, send }: PtzPadProps) {
  const move = (pan: -1 | 0 | 1, tilt: -1 | 0 | 1) => () => pressPtzArrow((command) => void send(command), pan, tilt);
  const once = (command: ControlCommandInput) => () => {
    void send(command);
    return () => undefined;
  };
  const cells = Array.from({ length: 9 }, (_, index) => {
    const cell = index + 1;
    const found = moves.find((m) => m.cell === cell);
    if (found) return <HoldButton key={cell} label={found.label} onHold={move(found.pan, found.tilt)} variant="light" size="lg">{found.glyph}</HoldButton>;
    if (cell === 5) return <HoldButton key={cell} label="Home" onHold={once({ type: 'ptz_reset' })} variant="default" size="lg">⌂</HoldButton>;
    return <span key={cell} />;
  });
  return (
    <Stack gap="xs" align="center" aria-label="Camera control" role="group">
      <SimpleGrid cols={3} spacing={4} verticalSpacing={4}>{cells}</SimpleGrid>
      <Group gap={4}>
        <HoldButton label="Camera zoom out" onHold={once({ type: 'zoom', direction: 'out' })} variant="light">−</HoldButton>
        <Text size="xs">Zoom</Text>
        <HoldButton label="Camera zoom in" onHold={once({ type: 'zoom', direction: 'in' })} variant="light">+</HoldButton>
      </Group>
      <Text size="xs" c="dimmed" data-testid="ptz-position">{position ? formatPosition(position) : 'Position unknown'}</Text>
      {error ? <Text size="xs" c="red" role="alert">{error}</Text> : null}
    </Stack>
  );
}
