import { describe, expect, it } from 'vitest';
import { maskPhiState } from './mask-phi';
import { isMaskPhiEnabled } from './preference-keys';

describe('maskPhiState: masking fails closed', () => {
  it('masks while the preference is unknown', () => {
    expect(maskPhiState({ data: undefined, isError: false })).toEqual({ masked: true, status: 'unknown' });
  });

  it('masks, and says so, when the preference could not be read', () => {
    expect(maskPhiState({ data: undefined, isError: true })).toEqual({ masked: true, status: 'unreadable' });
  });

  it('follows the preference once known', () => {
    expect(maskPhiState({ data: { enabled: false }, isError: false })).toEqual({ masked: false, status: 'known' });
    expect(maskPhiState({ data: {}, isError: false })).toEqual({ masked: false, status: 'known' });
    expect(maskPhiState({ data: { enabled: true }, isError: false })).toEqual({ masked: true, status: 'known' });
  });

  it('keeps a value it read when a later reload fails', () => {
    expect(maskPhiState({ data: { enabled: false }, isError: true })).toEqual({ masked: false, status: 'known' });
  });
});

describe('isMaskPhiEnabled', () => {
  it('needs enabled: true; empty settings (a 404) mean off', () => {
    expect(isMaskPhiEnabled({ enabled: true })).toBe(true);
    expect(isMaskPhiEnabled({ enabled: 'true' })).toBe(false);
    expect(isMaskPhiEnabled({})).toBe(false);
  });
});
