// What a person reads for a division's colour (the hospital picker's swatch; attributes use the same
// palette) and a hospital's time zone.
import { labels } from '../enum-labels.ts';

export const divisionColor = labels('DivisionColor', {
  orange: 'Orange',
  yellow: 'Yellow',
  green: 'Green',
  turquoise: 'Turquoise',
  cyan: 'Cyan',
  blue: 'Blue',
  purple: 'Purple',
  red: 'Red',
});

/** Shell §9: "Time zones offered: Los Angeles, Denver, Chicago, New York" (Phoenix, Anchorage and Honolulu were offered too). */
export const divisionTimezone = labels('DivisionTimezone', {
  'America/New_York': 'Eastern (New York)',
  'America/Chicago': 'Central (Chicago)',
  'America/Denver': 'Mountain (Denver)',
  'America/Los_Angeles': 'Pacific (Los Angeles)',
});
