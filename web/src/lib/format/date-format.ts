// The user's date and time settings, shown as the resource descriptors' cells are
// (@bedside/resources cell-format.ts), and the datetime-local inputs' conversions.
import { toDate, type DateFormatSettings } from '@bedside/resources';

export {
  dateFormatSettingsOf, defaultDateFormatSettings, formatCalendarDate, formatDateTime, formatShortDate, formatTime, type DateFormatSettings,
} from '@bedside/resources';

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
