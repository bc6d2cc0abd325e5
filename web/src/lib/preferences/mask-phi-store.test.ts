import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isMaskPhiEnabled } from './preference-keys';

describe('mask PHI store', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.resetModules();
  });

  it('starts from the MASK_PHI copy in localStorage, so the first render is masked', async () => {
    localStorage.setItem('MASK_PHI', 'true');
    const { useMaskPhiStore } = await import('./mask-phi-store');
    expect(useMaskPhiStore.getState().enabled).toBe(true);
  });

  it('is off without a stored choice and mirrors every change into MASK_PHI', async () => {
    const { useMaskPhiStore } = await import('./mask-phi-store');
    expect(useMaskPhiStore.getState().enabled).toBe(false);
    useMaskPhiStore.getState().setEnabled(true);
    expect(localStorage.getItem('MASK_PHI')).toBe('true');
    useMaskPhiStore.getState().setEnabled(false);
    expect(localStorage.getItem('MASK_PHI')).toBe('false');
  });
});

describe('isMaskPhiEnabled', () => {
  it('needs enabled: true; empty settings (a 404) mean off', () => {
    expect(isMaskPhiEnabled({ enabled: true })).toBe(true);
    expect(isMaskPhiEnabled({ enabled: 'true' })).toBe(false);
    expect(isMaskPhiEnabled({})).toBe(false);
  });
});
