import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionController, type SessionControllerOptions } from './session-controller';
import type { TabMessage } from './tab-sync';

const MINUTE = 60_000;

/** Two tabs joined by an in-memory broadcast, as BroadcastChannel joins them. */
function tabs(refresh: SessionControllerOptions['refresh'] = async () => {}) {
  const listeners: ((message: TabMessage) => void)[] = [];
  const make = () => {
    const logout = vi.fn();
    const setStillThere = vi.fn();
    let self: ((message: TabMessage) => void) | undefined;
    const controller = createSessionController({
      timeoutMs: 55 * MINUTE,
      refresh,
      logout,
      setStillThere,
      openTabSync: (onMessage) => {
        self = onMessage;
        listeners.push(onMessage);
        return { post: (message) => listeners.filter((l) => l !== self).forEach((l) => l(message)), close: vi.fn() };
      },
    });
    controller.start();
    return { controller, logout, setStillThere };
  };
  return [make(), make()] as const;
}

describe('session controller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks Still There? after 55 idle minutes, then logs out after 3 more and tells the other tab', () => {
    const [first, second] = tabs();
    vi.advanceTimersByTime(30 * MINUTE);
    // The second tab's timer restarts alone (as after a timer-reset), so it is far from expiring.
    second.controller.timerReset();

    vi.advanceTimersByTime(25 * MINUTE);
    expect(first.setStillThere).toHaveBeenLastCalledWith(true);
    expect(second.setStillThere).not.toHaveBeenCalledWith(true);
    vi.advanceTimersByTime(3 * MINUTE);

    expect(first.logout).toHaveBeenCalledOnce();
    expect(second.logout).toHaveBeenCalledOnce();
  });

  it('closes the question of an idle tab when the user works in another, and signs no one out', () => {
    const [first, second] = tabs();
    vi.advanceTimersByTime(30 * MINUTE);
    second.controller.timerReset();
    vi.advanceTimersByTime(25 * MINUTE);
    expect(first.setStillThere).toHaveBeenLastCalledWith(true);

    second.controller.activity();
    expect(first.setStillThere).toHaveBeenLastCalledWith(false);
    vi.advanceTimersByTime(3 * MINUTE);
    expect(first.logout).not.toHaveBeenCalled();
    expect(second.logout).not.toHaveBeenCalled();
    expect(first.controller.phase()).toBe('active');
  });

  it("signs the other tabs out when the server refused this tab's token, leaving this one to sign in again", () => {
    const [first, second] = tabs();
    first.controller.tellOtherTabsSignedOut();
    expect(second.logout).toHaveBeenCalledOnce();
    expect(first.logout).not.toHaveBeenCalled();
  });

  it('shares activity between tabs, so a busy tab keeps an idle one signed in', () => {
    const [first, second] = tabs();

    vi.advanceTimersByTime(50 * MINUTE);
    second.controller.activity();
    vi.advanceTimersByTime(10 * MINUTE);

    expect(first.setStillThere).not.toHaveBeenCalledWith(true);
    expect(first.controller.phase()).toBe('active');
  });

  it('staying calls the refresh and closes the question in every tab', async () => {
    const refresh = vi.fn(async () => {});
    const [first, second] = tabs(refresh);
    vi.advanceTimersByTime(55 * MINUTE);

    await first.controller.stay();
    vi.advanceTimersByTime(3 * MINUTE);

    expect(refresh).toHaveBeenCalledOnce();
    expect(second.setStillThere).toHaveBeenLastCalledWith(false);
    expect(first.logout).not.toHaveBeenCalled();
    expect(second.logout).not.toHaveBeenCalled();
  });

  it('logs out when the refresh fails', async () => {
    const [first, second] = tabs(async () => Promise.reject(new Error('401')));
    vi.advanceTimersByTime(55 * MINUTE);

    await first.controller.stay();

    expect(first.logout).toHaveBeenCalledOnce();
    expect(second.logout).toHaveBeenCalledOnce();
  });

  it('logs out once however many tell it to', () => {
    const [first] = tabs();

    first.controller.loggedOutElsewhere();
    first.controller.logoutEverywhere();
    vi.advanceTimersByTime(60 * MINUTE);

    expect(first.logout).toHaveBeenCalledOnce();
  });
});
