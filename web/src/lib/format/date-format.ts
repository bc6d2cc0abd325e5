/** How the user reads times: their timezone (IANA name) and 12- or 24-hour clock. */
export interface DateFormatSettings {
  timeZone?: string;
  timeFormat: 12 | 24;
}

export const defaultDateFormatSettings: DateFormatSettings = { timeFormat: 12 };

/** The settings of a user as the API describes them (`time_format` 24 means 24-hour). */
export function dateFormatSettingsOf(user: { timezone: string; time_format: number }): DateFormatSettings {
  return { timeZone: user.timezone || undefined, timeFormat: user.time_format === 24 ? 24 : 12 };
}

const cache = new Map<string, Intl.DateTimeFormat>();

// An unknown timezone name would make Intl throw; the browser's own zone is the better fallback.
function formatter(kind: 'date' | 'time', { timeZone, timeFormat }: DateFormatSettings): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone ?? ''}|${timeFormat}`;
  let found = cache.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'date'
        ? { month: '2-digit', day: '2-digit', year: 'numeric' }
        : { hour: timeFormat === 24 ? '2-digit' : 'numeric', minute: '2-digit', hourCycle: timeFormat === 24 ? 'h23' : 'h12' };
    try {
      found = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      found = new Intl.DateTimeFormat('en-US', options);
    }
    cache.set(key, found);
  }
  return found;
}

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** MM/DD/YYYY in the user's timezone; '' for a missing or unreadable value. */
export function formatShortDate(value: string | number | Date | null | undefined, settings: DateFormatSettings): string {
  const date = value == null ? null : toDate(value);
  return date ? formatter('date', settings).format(date) : '';
}

/** 3:05 PM or 15:05, by the user's clock, in the user's timezone. */
export function formatTime(value: string | number | Date | null | undefined, settings: DateFormatSettings): string {
  const date = value == null ? null : toDate(value);
  return date ? formatter('time', settings).format(date) : '';
}

/** MM/DD/YYYY followed by the time, both in the user's timezone. */
export function formatDateTime(value: string | number | Date | null | undefined, settings: DateFormatSettings): string {
  const date = value == null ? null : toDate(value);
  return date ? `${formatShortDate(date, settings)} ${formatTime(date, settings)}` : '';
}

/**
 * A calendar date such as a date of birth ('1985-04-12') as MM/DD/YYYY. It names a day, not an
 * instant, so no timezone applies: converting it would move births across midnight.
 */
export function formatCalendarDate(value: string | null | undefined): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}

const wallCache = new Map<string, Intl.DateTimeFormat>();

// Year..minute of an instant on the wall clocks of a zone (the browser's for an unknown name).
function wallParts(date: Date, timeZone: string | undefined): Record<'year' | 'month' | 'day' | 'hour' | 'minute', number> {
  const key = timeZone ?? '';
  let format = wallCache.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
    try {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat('en-US', options);
    }
    wallCache.set(key, format);
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, Number(p.value)]));
  return { year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0, hour: parts.hour ?? 0, minute: parts.minute ?? 0 };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local input shows it (YYYY-MM-DDTHH:mm) in the user's timezone. */
export function toZonedInput(iso: string | undefined, settings: DateFormatSettings): string {
  const date = iso ? toDate(iso) : null;
  if (!date) return '';
  const p = wallParts(date, settings.timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * The instant a datetime-local text names on the user's clock, as ISO. The zone's offset is read
 * at a first guess and again at the result, so a time next to a daylight-saving change lands right.
 */
export function fromZonedInput(local: string, settings: DateFormatSettings): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!match) return '';
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  const offsetAt = (instant: number) => {
    const p = wallParts(new Date(instant), settings.timeZone);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - instant;
  };
  let instant = wanted - offsetAt(wanted);
  instant = wanted - offsetAt(instant);
  return new Date(instant).toISOString();
}
