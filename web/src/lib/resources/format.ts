// A cell's text from its descriptor format: enum labels, dates in the user's settings, masked PHI
// when mask_phi is on, N/A for empty. Lists, the record page, revisions and CSV read the same.
import { displayValue, formatDuration, type CellValue, type Format } from '@bedside/resources';
import { formatCalendarDate, formatDateTime, type DateFormatSettings } from '../format/date-format';

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
