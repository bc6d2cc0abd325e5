// A record's title as the user reads it (the patient's name for patients and monitors, a device's
// name): masked when it is PHI and mask_phi is on.
import { displayValue, type AnyResource } from '@bedside/resources';

export function recordTitle(d: AnyResource, row: object, maskPhi: boolean): string {
  const title = d.title(row);
  return title.mask ? displayValue(title.text, title.mask, maskPhi) : title.text;
}
