import { describe, expect, it } from 'vitest';
import { revalidateOnNewPage } from './route-loaders';

const args = (current: string, next: string, extra: Partial<Parameters<typeof revalidateOnNewPage>[0]> = {}) => ({
  currentUrl: new URL(current, 'http://app'), nextUrl: new URL(next, 'http://app'),
  currentParams: {}, nextParams: {}, defaultShouldRevalidate: true, ...extra,
}) as Parameters<typeof revalidateOnNewPage>[0];

describe('revalidateOnNewPage', () => {
  it('keeps the loaders out of a table page, sort or filter change', () => {
    expect(revalidateOnNewPage(args('/patients?division_id=2&page=1', '/patients?division_id=2&page=2&order_by[field]=mrn'))).toBe(false);
  });
  it('runs them for another division, another page or a form submission', () => {
    expect(revalidateOnNewPage(args('/patients?division_id=2', '/patients?division_id=3'))).toBe(true);
    expect(revalidateOnNewPage(args('/patients?division_id=2', '/patients'))).toBe(true);
    expect(revalidateOnNewPage(args('/patients?division_id=2', '/hospital/video_devices?division_id=2'))).toBe(true);
    expect(revalidateOnNewPage(args('/patients?division_id=2', '/patients?division_id=2', { formMethod: 'POST' }))).toBe(true);
  });
});
