import { describe, expect, it } from 'vitest';
import { qualityBadge } from './tile-text';

describe('qualityBadge', () => {
  it('shows a fair or poor line only, as the visit indicator does (live-video §7)', () => {
    expect(qualityBadge('excellent')).toBeNull();
    expect(qualityBadge('good')).toBeNull();
    expect(qualityBadge(null)).toBeNull();
    expect(qualityBadge('fair')).toEqual({ text: 'Fair', color: 'yellow' });
    expect(qualityBadge('poor')).toEqual({ text: 'Poor', color: 'red' });
  });
});
