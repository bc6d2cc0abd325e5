// Infinity Watch (issue 14): one monitored patient at a time, moving on every carousel_duration and
// pausing while the user interacts. The live video is the route's to give (`renderTile`); Alarm,
// the curtain and nudges act here with the monitoring source infinity_watch (derived from the route).
import { Badge, Box, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { components } from '@bedside/openapi/api';
import { MaskedText } from '../../../components/masked-text';
import { monitoredPatientsQueryOptions } from '../api/list-monitored';
import { CarouselHoldContext } from '../hooks/carousel-hold';
import { useCarousel } from '../hooks/use-carousel';
import { MonitoringActions, MonitoringOverlay } from './monitoring-slots';

type PatientMonitor = components['schemas']['PatientMonitor'];

export interface InfinityWatchProps {
  /** infinity_watch.carousel_duration in milliseconds */
  durationMs: number;
  /** The live video of a monitor; a placeholder box when not given. */
  renderTile?: (monitor: PatientMonitor) => ReactNode;
}

export function InfinityWatch({ durationMs, renderTile }: InfinityWatchProps) {
  const monitors = useQuery(monitoredPatientsQueryOptions());
  const list = useMemo(() => monitors.data ?? [], [monitors.data]);
  // The carousel stays while the keyboard's focus is on the patient's card, and while the user holds
  // it (Pause): it moved on under a focused Nudge or Alarm, the focus fell to the top of the page,
  // and nothing said so (a11y QA).
  const card = useRef<HTMLDivElement>(null);
  const focusOnCard = useCallback(() => !!card.current?.contains(document.activeElement), []);
  const { index, ids, paused, carousel } = useCarousel(useMemo(() => list.map((m) => m.id), [list]), durationMs, focusOnCard);
  const [pausedByUser, setPausedByUser] = useState(false);
  const togglePause = () => {
    if (pausedByUser) carousel.release(); else carousel.hold();
    setPausedByUser(!pausedByUser);
  };
  if (monitors.isPending) return <Loader />;
  // Found by id: in the one render between a changed list and the carousel hearing of it, the index
  // points at another patient, whose card would replace this one (and close its open dialog).
  const monitor = list.find((m) => m.id === ids[index]) ?? list[Math.min(index, list.length - 1)];
  if (!monitor) return <Text c="dimmed">No monitored patients in this division.</Text>;
  const position = list.indexOf(monitor);
  return (
    // A dialog of the patient's actions holds the carousel while open (carousel-hold.ts).
    <CarouselHoldContext.Provider value={carousel}>
      <Stack
        gap="sm"
        // Any pointer or key use of the page is the user interacting: the carousel stays put meanwhile.
        onPointerDown={carousel.interact} onKeyDown={carousel.interact} onWheel={carousel.interact}
      >
        <Group justify="space-between">
          <Group gap="xs">
            <Button size="compact-sm" variant="default" onClick={carousel.previous}>Previous</Button>
            <Button size="compact-sm" variant="default" onClick={carousel.next}>Next</Button>
            <Button size="compact-sm" variant={pausedByUser ? 'filled' : 'default'} aria-pressed={pausedByUser} onClick={togglePause}>{pausedByUser ? 'Resume' : 'Pause'}</Button>
            <Text size="sm" data-testid="carousel-position">{position + 1} of {list.length}</Text>
            {paused && <Badge color="gray">Paused</Badge>}
          </Group>
          <Text size="sm" c="dimmed">Moves on every {Math.round(durationMs / 1000)} s</Text>
        </Group>
        {/* Keyed by monitor: a dialog or a typed note belongs to its patient, and goes with them. */}
        <Card key={monitor.id} withBorder data-testid="infinity-watch-patient" data-monitor-id={monitor.id} ref={card}>
          <Group justify="space-between" mb="xs">
            <Title order={3}><MaskedText value={monitor.patient.display_name} type="patient_name" /></Title>
            <Group gap="xs">
              <Text size="sm">Room: {monitor.room?.name ?? 'N/A'}</Text>
              <MonitoringActions monitor={monitor} />
            </Group>
          </Group>
          <Box pos="relative" mih={240} bg="dark.7" style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}>
            {renderTile ? renderTile(monitor) : <Text c="gray.4" ta="center" pt={100}>Live video</Text>}
            <MonitoringOverlay monitor={monitor} />
          </Box>
        </Card>
      </Stack>
    </CarouselHoldContext.Provider>
  );
}
