// A chosen value of a choice filter, as the multi-select shows it: a pill whose remove button the
// keyboard reaches, named for what it removes ("Remove filter Status: Offline"). Mantine's own pill
// keeps it out of the tab order and hides it from screen readers (a11y QA). Once a value is
// removed the focus goes to the next value's button, or the previous one, or the field itself.
import { Pill } from '@mantine/core';
import type { MouseEvent } from 'react';

const REMOVE = '[data-filter-remove]';

interface FilterPillProps { filter: string; label: string; onRemove?: () => void }

function keepFocus(event: MouseEvent<HTMLButtonElement>) {
  // Only a press from the keyboard (Enter or Space: a click of detail 0) moves the focus; a mouse
  // click leaves it where it was, as Mantine's pill keeps it (review).
  if (event.detail !== 0) return;
  const button = event.currentTarget;
  const field = button.closest('[data-filter-field]');
  if (!field) return;
  const index = [...field.querySelectorAll(REMOVE)].indexOf(button);
  requestAnimationFrame(() => {
    const left = field.querySelectorAll<HTMLElement>(REMOVE);
    (left[Math.min(index, left.length - 1)] ?? field.querySelector<HTMLElement>('input:not([type=hidden])'))?.focus();
  });
}

export function FilterPill({ filter, label, onRemove }: FilterPillProps) {
  return (
    <Pill
      withRemoveButton
      onRemove={onRemove}
      removeButtonProps={{ tabIndex: 0, 'aria-hidden': false, 'aria-label': `Remove filter ${filter}: ${label}`, mod: 'filter-remove', onClick: keepFocus }}
    >
      {label}
    </Pill>
  );
}
