// A cell's text from its descriptor format, the same wherever a record is read: the web app's
// lists, record pages and revisions, and the simulator's CSV exports. Enum labels, dates in the
// user's timezone and clock (MM/DD/YYYY, shell §5), masked PHI when mask_phi is on, N/A for empty.
import type { CellValue, Column, Format } from './types.ts';
import { formatDuration } from './labels/nurse-call.ts';
import { displayValue } from './mask.ts';
import { maskPatientText } from './mask-text.ts';

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

// An unknown timezone name would make Intl throw; the machine's own zone is the better fallback.
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

/** An instant as a Date; null for one that cannot be read. */
export function toDate(value: string | number | Date): Date | null {
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

export interface FormatContext { dates: DateFormatSettings; maskPhi: boolean }

export const NA = 'N/A';

export function formatCell(format: Format | undefined, value: CellValue | undefined, { dates, maskPhi }: FormatContext): string {
  if (value === null || value === undefined || value === '') return NA;
  const text = String(value);
  switch (format?.kind) {
    case 'enum':
    case 'tag':
      return format.labels.text[text] ?? text;
    case 'date':
      return formatCalendarDate(text) || text;
    case 'datetime':
      return formatDateTime(text, dates);
    case 'boolean':
      return value ? 'Yes' : 'No';
    case 'duration':
      return formatDuration(Number(value));
    case 'mask':
      // A date of birth reads MM/DD/YYYY first, so that masking leaves exactly the year.
      return displayValue(format.type === 'dob' ? formatCalendarDate(text) || text : text, format.type, maskPhi);
    default:
      return text;
  }
}

/** A row's cell as every reader shows it: formatCell, and the patient's name, MRN and DOB masked in free text (Column.maskPatientOf). */
export function columnText<Row>(column: Column<Row>, row: Row, context: FormatContext): string {
  const text = formatCell(column.format, column.value(row), context);
  return column.maskPatientOf ? maskPatientText(text, column.maskPatientOf(row), context.maskPhi) : text;
}
