// A button that shows it is working without being disabled: Mantine's `loading` disables the
// button, and a disabled button loses the keyboard's focus, which fell to the top of the page after
// Export CSV or Save (a11y QA). A press while busy does nothing.
import { Button, Loader, type ButtonProps } from '@mantine/core';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';

type BusyButtonProps = ButtonProps & Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps> & { busy: boolean };

export const BusyButton = forwardRef<HTMLButtonElement, BusyButtonProps>(function BusyButton({ busy, onClick, leftSection, ...props }, ref) {
  return (
    <Button
      ref={ref}
      {...props}
      aria-busy={busy}
      data-busy={busy || undefined}
      leftSection={busy ? <Loader size={14} /> : leftSection}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
});
