import { Text } from '@mantine/core';
import { formatCalendarDate } from '../lib/format/date-format';
import { displayValue, type MaskType } from '@bedside/resources';
import { useMaskPhi } from '../lib/preferences/mask-phi';

interface MaskedTextProps {
  value: string | null | undefined;
  type: MaskType;
  /** Shown when there is no value (e.g. 'N/A' for an unknown date of birth). */
  fallback?: string;
}

/**
 * Every patient name, MRN and date of birth goes through here, so the mask_phi preference
 * applies everywhere at once, and masks until that preference is known to be off. A date of birth given as YYYY-MM-DD is shown as MM/DD/YYYY first,
 * so that masking leaves exactly the year.
 */
export function MaskedText({ value, type, fallback = '' }: MaskedTextProps) {
  const masked = useMaskPhi();
  const shown = type === 'dob' && value ? formatCalendarDate(value) || value : value;
  if (!shown) return <>{fallback}</>;
  return (
    <Text component="span" inherit data-masked={masked || undefined}>
      {displayValue(shown, type, masked)}
    </Text>
  );
}
