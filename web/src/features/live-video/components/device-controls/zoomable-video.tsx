// Digital zoom around the patient video: 100/150/200/400 %, pan 20 px a step, buttons that repeat
// every 50 ms after a 500 ms hold, and the arrow and +/- keys (spec sections 2 and 9).
import { Box, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { holdRepeat, zoomTransform } from '../../../../lib/media/digital-zoom';
import { useDigitalZoom, type ZoomAction } from '../../hooks/use-digital-zoom';
import { HoldButton } from './hold-button';

export function ZoomableVideo({ children, enabled }: { children: ReactNode; enabled: boolean }) {
  const { state, act, viewRef } = useDigitalZoom(enabled);
  const repeat = (action: ZoomAction) => () => holdRepeat(() => act(action));
  const zoomed = state.level > 100;
  const button = { size: 'sm', variant: 'filled', color: 'dark' } as const;
  return (
    <Box ref={viewRef} pos="relative" style={{ overflow: 'hidden' }}>
      <Box data-testid="digital-zoom" data-zoom-level={state.level} style={{ transform: zoomTransform(state), transformOrigin: 'center' }}>
        {children}
      </Box>
      {enabled ? (
        <Group gap={4} pos="absolute" bottom={8} right={8} wrap="nowrap" aria-label="Digital zoom" role="group">
          {zoomed ? (
            <>
              <HoldButton label="Pan left" onHold={repeat('pan-left')} {...button}>←</HoldButton>
              <HoldButton label="Pan up" onHold={repeat('pan-up')} {...button}>↑</HoldButton>
              <HoldButton label="Pan down" onHold={repeat('pan-down')} {...button}>↓</HoldButton>
              <HoldButton label="Pan right" onHold={repeat('pan-right')} {...button}>→</HoldButton>
              <HoldButton label="Reset zoom" onHold={() => { act('reset'); return () => undefined; }} {...button}>⟲</HoldButton>
            </>
          ) : null}
          <HoldButton label="Zoom out" onHold={repeat('zoom-out')} disabled={!zoomed} {...button}>−</HoldButton>
          <Text size="xs" c="white" bg="rgba(0,0,0,.6)" px={6} py={2} style={{ borderRadius: 4 }} data-testid="zoom-level">{state.level}%</Text>
          <HoldButton label="Zoom in" onHold={repeat('zoom-in')} disabled={state.level === 400} {...button}>+</HoldButton>
        </Group>
      ) : null}
    </Box>
  );
}
