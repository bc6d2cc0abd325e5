import type { components } from '@bedside/openapi/api';

type DivisionColor = components['schemas']['DivisionColor'];

// Division colours are the product's names; two of them have other names in the Mantine palette.
const paletteNames: Record<DivisionColor, string> = {
  orange: 'orange',
  yellow: 'yellow',
  green: 'green',
  turquoise: 'teal',
  cyan: 'cyan',
  blue: 'blue',
  purple: 'grape',
  red: 'red',
};

/** A CSS colour for a division's colour name (falls back to blue for names the palette lacks). */
export function divisionColorCss(color: string): string {
  const name = paletteNames[color as DivisionColor] ?? 'blue';
  return `var(--mantine-color-${name}-6)`;
}
