// The Nursing Station's unit: the units of the division's monitored patients' rooms, read from the
// monitors themselves (a clinician who may watch the wall need not be allowed to list units).
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { apiAllPagesQueryOptions } from '../../../lib/api/all-pages';
import { useDivisionStore } from '../../../lib/division/division-store';
import { MONITORED } from './patient-central-wall';

export function UnitPicker({ unitId, onChange }: { unitId: number | null; onChange(unitId: number | null): void }) {
  const division = useDivisionStore((s) => s.divisionId) ?? '*';
  const monitors = useQuery(apiAllPagesQueryOptions('listPatientMonitors', { division_id: division, filters: MONITORED }));
  const units = new Map<number, string>();
  for (const m of monitors.data?.results ?? []) if (m.room) units.set(m.room.unit.id, m.room.unit.name);
  const data = [...units].sort((a, b) => a[1].localeCompare(b[1], undefined, { numeric: true })).map(([id, name]) => ({ value: String(id), label: name }));
  return (
    <Select
      aria-label="Unit"
      placeholder="Choose a unit"
      data={data}
      value={unitId === null ? null : String(unitId)}
      onChange={(value) => onChange(value ? Number(value) : null)}
    />
  );
}
