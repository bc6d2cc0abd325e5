// The time machine reads as a diary: entries grouped under the day they happened, in the user's
// timezone, newest day first (the server answers newest first).
import type { components } from '@bedside/openapi/api';
import { formatShortDate, type DateFormatSettings } from '../../../lib/format/date-format';

export type TimelineEntry = components['schemas']['TimelineEntry'];

export interface TimelineDay {
  day: string;
  entries: TimelineEntry[];
}

export function timelineDays(entries: readonly TimelineEntry[], settings: DateFormatSettings): TimelineDay[] {
  const days: TimelineDay[] = [];
  const sorted = [...entries].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  for (const entry of sorted) {
    const day = formatShortDate(entry.at, settings);
    const last = days.at(-1);
    if (last?.day === day) last.entries.push(entry);
    else days.push({ day, entries: [entry] });
  }
  return days;
}
