import { describe, expect, it } from 'vitest';
import { dateFormatSettingsOf, formatCalendarDate, formatDateTime, formatShortDate, formatTime, fromZonedInput, toZonedInput } from './date-format';
import { formatRelativeTime } from './relative-time';

const instant = '2026-03-05T21:07:00Z';
const chicago12 = dateFormatSettingsOf({ timezone: 'America/Chicago', time_format: 12 });
const newYork24 = dateFormatSettingsOf({ timezone: 'America/New_York', time_format: 24 });

describe('dates in the user timezone', () => {
  it('writes short dates as MM/DD/YYYY', () => {
    expect(formatShortDate(instant, chicago12)).toBe('03/05/2026');
  });

  it('moves to the next day when the user timezone is already past midnight', () => {
    expect(formatShortDate('2026-03-06T03:30:00Z', chicago12)).toBe('03/05/2026');
    expect(formatShortDate('2026-03-06T03:30:00Z', { timeZone: 'Asia/Tokyo', timeFormat: 12 })).toBe('03/06/2026');
  });

  it('uses a 12-hour clock unless the user chose 24', () => {
    expect(formatTime(instant, chicago12)).toBe('3:07 PM');
    expect(formatTime(instant, newYork24)).toBe('16:07');
    expect(formatTime('2026-03-05T05:02:00Z', newYork24)).toBe('00:02');
    expect(formatDateTime(instant, newYork24)).toBe('03/05/2026 16:07');
  });

  it('falls back to the browser timezone for an unknown zone name and to empty text for no value', () => {
    expect(formatShortDate(instant, { timeZone: 'Mars/Olympus', timeFormat: 12 })).toMatch(/^03\/0[56]\/2026$/);
    expect(formatDateTime(null, chicago12)).toBe('');
    expect(formatDateTime('not a date', chicago12)).toBe('');
  });

  it('writes a calendar date (a birth date) without shifting it through a timezone', () => {
    expect(formatCalendarDate('1985-04-12')).toBe('04/12/1985');
    expect(formatCalendarDate(null)).toBe('');
  });
});

describe('date-time filter inputs on the user clock', () => {
  const losAngeles = { timeZone: 'America/Los_Angeles', timeFormat: 12 } as const;
  const tokyo = { timeZone: 'Asia/Tokyo', timeFormat: 24 } as const;

  it('shows an instant as the user reads it, whatever the browser zone', () => {
    expect(toZonedInput('2026-03-05T21:07:00Z', losAngeles)).toBe('2026-03-05T13:07');
    expect(toZonedInput('2026-03-05T21:07:00Z', tokyo)).toBe('2026-03-06T06:07');
    expect(toZonedInput(undefined, tokyo)).toBe('');
    expect(toZonedInput('garbage', tokyo)).toBe('');
  });

  it('reads a typed time on the user clock, across daylight-saving changes', () => {
    expect(fromZonedInput('2026-03-05T13:07', losAngeles)).toBe('2026-03-05T21:07:00.000Z');
    expect(fromZonedInput('2026-03-06T06:07', tokyo)).toBe('2026-03-05T21:07:00.000Z');
    // Los Angeles is UTC-7 from 8 March 2026 (PDT) and UTC-8 before it (PST).
    expect(fromZonedInput('2026-03-08T12:00', losAngeles)).toBe('2026-03-08T19:00:00.000Z');
    expect(fromZonedInput('2026-03-07T12:00', losAngeles)).toBe('2026-03-07T20:00:00.000Z');
    expect(fromZonedInput('', losAngeles)).toBe('');
    for (const iso of ['2026-07-01T00:30:00.000Z', '2026-11-01T12:30:00.000Z', '2026-12-31T23:59:00.000Z']) {
      expect(fromZonedInput(toZonedInput(iso, losAngeles), losAngeles)).toBe(iso);
    }
  });
});

describe('formatRelativeTime', () => {
  const now = Date.parse(instant);
  it('says how long ago in the largest whole unit', () => {
    expect(formatRelativeTime(now - 20_000, now)).toBe('just now');
    expect(formatRelativeTime(now - 5 * 60_000, now)).toBe('5 minutes ago');
    expect(formatRelativeTime(now - 3 * 3600_000, now)).toBe('3 hours ago');
    expect(formatRelativeTime(now - 26 * 3600_000, now)).toBe('yesterday');
    expect(formatRelativeTime(now + 2 * 3600_000, now)).toBe('in 2 hours');
  });
});
