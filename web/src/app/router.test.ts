import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNavigationEntry } from '../lib/ui-flags/navigation-entry-store';
import { createAppRouter } from './router';

// The first navigation loads the routes' modules: in a fresh run of the whole suite on the 2-core
// machine that took over 2 s (the old 2 s wait gave up and the test read the page it came from).
// 15 s is an upper bound, not pacing.
async function settled(router: ReturnType<typeof createAppRouter>): Promise<void> {
  await vi.waitFor(() => {
    if (router.state.navigation.state !== 'idle' || !router.state.initialized) throw new Error('the router is still navigating');
  }, { timeout: 15_000, interval: 10 });
}

describe('createAppRouter', () => {
  // Test files share their modules (isolate: false): the store starts as a fresh page has it.
  beforeEach(() => useNavigationEntry.setState({ reachedByDirectUrl: true }));
  afterEach(() => useNavigationEntry.setState({ reachedByDirectUrl: true }));

  it('sends a visitor without a token to sign in, and counts only the first page as reached directly', async () => {
    window.history.replaceState(null, '', '/patients?page=2');
    const router = createAppRouter(new QueryClient());
    await settled(router);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login?redirect=%2Fpatients%3Fpage%3D2');
    expect(useNavigationEntry.getState().reachedByDirectUrl).toBe(true);

    await router.navigate('/password-changed');
    await settled(router);
    expect(router.state.location.pathname).toBe('/password-changed');
    expect(useNavigationEntry.getState().reachedByDirectUrl).toBe(false);
    router.dispose();
  }, 40_000);
});
