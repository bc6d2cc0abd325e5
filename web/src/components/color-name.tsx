import { ColorSwatch, Group } from '@mantine/core';
import { divisionColor } from '@bedside/resources';
import type { components } from '@bedside/openapi/api';
import { divisionColorCss } from '../lib/format/division-color';

/** A palette colour as the hospital picker shows it (its swatch), with its name beside it. */
export function ColorName({ color }: { color: components['schemas']['DivisionColor'] }) {
  return (
    <Group gap={6} wrap="nowrap">
      <ColorSwatch color={divisionColorCss(color)} size={12} withShadow={false} />
      <span>{divisionColor.text[color]}</span>
    </Group>
  );
}
