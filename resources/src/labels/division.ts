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

export const divisionTimezone = labels('DivisionTimezone', {
  'America/New_York': 'Eastern (New York)',
  'America/Chicago': 'Central (Chicago)',
  'America/Denver': 'Mountain (Denver)',
  'America/Phoenix': 'Mountain, no daylight saving (Phoenix)',
  'America/Los_Angeles': 'Pacific (Los Angeles)',
  'America/Anchorage': 'Alaska (Anchorage)',
  'Pacific/Honolulu': 'Hawaii (Honolulu)',
});
