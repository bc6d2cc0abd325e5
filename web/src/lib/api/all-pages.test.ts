// A list read whole (the monitoring walls): every page, a few at a time, and read again when the
// list changed under it, so a patient moved onto a page already read is not missed.
import { describe, expect, it, vi } from 'vitest';
import { apiCallAllPages } from './all-pages';
import { initApiClient } from './client';

/** A list of ids served 100 a page; `change` may alter it after a page was answered. */
function serve(ids: number[], change?: (page: number, ids: number[]) => void) {
  let inFlight = 0;
  let most = 0;
  const fetch = vi.fn(async (request: Request) => {
    inFlight += 1;
    most = Math.max(most, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 5));
    inFlight -= 1;
    const url = new URL(request.url);
    const [page, perPage] = [Number(url.searchParams.get('page')), Number(url.searchParams.get('per_page'))];
    const results = ids.slice((page - 1) * perPage, page * perPage).map((id) => ({ id }));
    const answer = Response.json({ results, metadata: { count: ids.length, per_page: perPage, page } });
    change?.(page, ids);
    return answer;
  });
  initApiClient({ baseUrl: 'http://bedside.test/api/v1', fetch, onUnauthorized: vi.fn() });
  return { fetch, most: () => most };
}

describe('apiCallAllPages', () => {
  it('reads a list of 1,000 in pages of 100, at most 4 at once', async () => {
    const served = serve(Array.from({ length: 1000 }, (_, i) => i + 1));
    const page = await apiCallAllPages('listPatientMonitors', {});
    expect(page.results).toHaveLength(1000);
    expect(served.fetch).toHaveBeenCalledTimes(10);
    expect(served.most()).toBeLessThanOrEqual(4);
  });

  it('reads again when a record left the list while it was read: the one moved onto page 1 is not missed', async () => {
    let removed = false;
    const ids = Array.from({ length: 150 }, (_, i) => i + 1);
    serve(ids, (page, list) => {
      // Monitor 3 stopped once page 1 was answered: monitor 101 moves onto page 1.
      if (page === 1 && !removed) {
        removed = true;
        list.splice(2, 1);
      }
    });
    const got = (await apiCallAllPages('listPatientMonitors', {})).results.map((m) => m.id);
    expect(got).toContain(101);
    expect(got).not.toContain(3);
    expect(got).toHaveLength(149);
  });
});
