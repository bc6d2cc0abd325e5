// A room's alerts as icons with their labels (shell §3 room alert kinds).
import { Badge, Group } from '@mantine/core';
import type { components } from '@bedside/openapi/api';
import { alertColor, alertLabel } from '../utils/tile-text';

type RoomAlert = components['schemas']['RoomAlert'];

// 14 px glyphs: a person falling, a shield, a crossed cup, a leaf.
const paths: Record<RoomAlert['kind'], string> = {
  fall_risk: 'M9 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM6 7l4 1 3 4-1.5 1L9 10l-1 3 3 3-1.5 1L6 13l-2 3-1.5-1L5 11z',
  contact_precaution: 'M8 1l6 2v5c0 4-3 6-6 7-3-1-6-3-6-7V3z',
  npo: 'M3 4h10l-1 10H4zM1 15L15 1l1 1L2 16z',
  food_allergy: 'M13 2C6 2 2 6 2 13l1 1c1-4 4-7 8-8-3 2-5 4-6 7 6 0 8-5 8-11z',
};

export function RoomAlerts({ alerts }: { alerts: RoomAlert[] }) {
  if (!alerts.length) return null;
  return (
    <Group gap={4} data-testid="room-alerts">
      {alerts.map((alert) => (
        <Badge
          key={alert.kind}
          size="sm"
          variant="light"
          color={alertColor(alert)}
          tt="none"
          data-alert={alert.kind}
          leftSection={<svg width={12} height={12} viewBox="0 0 16 16" aria-hidden fill="currentColor"><path d={paths[alert.kind]} /></svg>}
        >
          {alertLabel(alert)}
        </Badge>
      ))}
    </Group>
  );
}
