// The Mantine theme: colours chosen for WCAG 2.1 AA contrast (4.5:1 for text) on the product's
// white and light-grey surfaces. Mantine's defaults fail it: primary buttons and links in blue-6
// (3.55:1 against white text or page), light badges' text (yellow-9 on its tint: 2.69:1, the
// OFFLINE tag), dimmed text (gray-6: 3.32:1).
import { createTheme, darken, Modal, Pagination, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

const controlNames = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

export const theme = createTheme({
  // Filled colours and links in shade 8 (blue-8 #1971c2: 5.0:1 with white).
  primaryShade: 8,
  // Text on a filled colour is black or white, whichever contrasts more: 0.179 is the relative
  // luminance where both give the same ratio (green-8 or the avatar's #1E88E5 get black text).
  autoContrast: true,
  luminanceThreshold: 0.179,
  components: {
    // Mantine's arrow controls are icons only: every pagination names them for screen readers.
    Pagination: Pagination.extend({ defaultProps: { getControlProps: (control) => ({ 'aria-label': controlNames[control] }) } }),
    // A dialog's X is an icon only: it is named for screen readers ("Close dialog", apart from a
    // dialog's own Close button).
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } }),
  },
});

/** Text of light, subtle and outline variants (tags, chips, subtle buttons) dark enough for 4.5:1 on their tint. */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    ...Object.fromEntries(
      Object.entries(resolved.colors as Record<string, MantineColorsTuple>).flatMap(([name, shades]) => [
        [`--mantine-color-${name}-light-color`, darken(shades[9], 0.45)],
        [`--mantine-color-${name}-outline`, darken(shades[9], 0.25)],
      ]),
    ),
  },
  dark: {},
});
