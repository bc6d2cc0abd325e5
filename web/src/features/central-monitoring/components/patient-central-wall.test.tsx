import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../testing/render-with-api';
import { PatientCentralWall } from './patient-central-wall';

/** A division of `count` active monitors, served 100 a page at most as the contract's tables are. */
function division(count: number, movedOnPage2?: number, acuityFailsFor?: number) {
  const monitor = (id: number) => ({
    id, status: 'active', patient: { id, display_name: `Patient ${id}`, mrn: `MRN-${id}` },
    room: { id, name: `R-${String(id).padStart(3, '0')}`, unit: { id: 1, name: 'North 3' }, alerts: [] },
    video_device: null, division: { id: 1, name: 'North' }, monitor_started_at: null, monitor_ended_at: null,
    pause_reason: null, updated_at: '2026-11-23T10:00:00Z',
  });
  const acuityAsked: number[] = [];
  const answers = {
    'GET /table_user_settings': { status: 200, body: [] },
    'GET /patient_monitors': (_: unknown, url: URL) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('per_page') ?? 10);
      const results = Array.from({ length: count }, (_, i) => monitor(i + 1)).slice((page - 1) * perPage, page * perPage);
      // A monitor moved up between the reads of two pages is on both.
      if (page === 2 && movedOnPage2) results.unshift(monitor(movedOnPage2));
      return { status: 200, body: { results, metadata: { count, per_page: perPage, page } } };
    },
    'GET /patient_monitors/acuity_scores': (_: unknown, url: URL) => {
      const ids = url.searchParams.get('monitor_ids')!.split(',');
      acuityAsked.push(ids.length);
      // The contract's limit: more than 100 ids is refused.
      if (ids.length === acuityFailsFor) return { status: 503, body: { error: 'scores are being recomputed' } };
      return ids.length > 100 ? { status: 400, body: { error: 'monitor_ids is invalid' } } : { status: 200, body: Object.fromEntries(ids.map((id) => [id, 4])) };
    },
    'GET /patient_monitors/watch_states': { status: 200, body: { results: [] } },
  };
  return { answers, acuityAsked };
}

const wall = <MemoryRouter><PatientCentralWall viewId={null} columns={6} connectIntervalMs={0} qualityIndicator /></MemoryRouter>;

// A hundred tiles render slowly in jsdom on a loaded machine: the waits are long.
describe('PatientCentralWall', () => {
  afterEach(cleanup);

  it('shows every monitored patient of a division of 110, with their acuity, not the first 100', async () => {
    const { answers, acuityAsked } = division(110);
    renderWithApi(wall, answers);
    expect((await screen.findByTestId('tile-count')).textContent).toBe('0 patients');
    await expect.poll(() => screen.getByTestId('tile-count').textContent, { timeout: 15_000 }).toBe('110 patients');
    expect(screen.getAllByTestId('wall-tile')).toHaveLength(110);
    expect(screen.getByText('Room R-110')).toBeTruthy();
    await expect.poll(() => screen.queryAllByTestId('acuity').length, { timeout: 15_000 }).toBe(110);
    expect(acuityAsked).toEqual([100, 10]);
  }, 30_000);

  it('keeps the scores of the tiles whose piece was answered when another piece of the acuity call fails', async () => {
    renderWithApi(wall, division(110, undefined, 10).answers);
    await expect.poll(() => screen.queryAllByTestId('acuity').length, { timeout: 15_000 }).toBe(100);
  }, 30_000);

  it('shows a patient moved between two pages once', async () => {
    renderWithApi(wall, division(105, 40).answers);
    await expect.poll(() => screen.queryAllByTestId('wall-tile').length, { timeout: 15_000 }).toBe(105);
  }, 30_000);
});
