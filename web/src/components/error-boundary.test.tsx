// A part that throws while rendering shows its fallback; what is beside it goes on, with its state.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ErrorBoundary } from './error-boundary';

let failing = true;
function Part({ label }: { label: string }) {
  if (failing) throw new TypeError("Cannot read properties of undefined (reading 'map')");
  return <p>{label} shown</p>;
}

/** Beside the boundary: a counter whose state must survive the part's failure. */
function Beside() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Clicked {count}</button>;
}

function Screen({ resetKey, onError }: { resetKey: string; onError?: (error: unknown) => void }) {
  return (
    <>
      <Beside />
      <ErrorBoundary part="test part" resetKeys={[resetKey]} onError={onError} fallback={(error, retry) => (
        <div role="alert">
          {(error as Error).message}
          <button onClick={retry}>Try Again</button>
        </div>
      )}>
        <Part label={resetKey} />
      </ErrorBoundary>
    </>
  );
}

let consoleError: MockInstance;
beforeEach(() => {
  failing = true;
  // React logs every caught error; the boundary adds the part's name.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  consoleError.mockRestore();
});

describe('ErrorBoundary', () => {
  it('shows the fallback in place of a part that throws, tells onError, and the rest keeps rendering with its state', () => {
    const onError = vi.fn();
    failing = false;
    const { rerender } = render(<Screen resetKey="/patients" onError={onError} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(onError).not.toHaveBeenCalled();

    failing = true;
    rerender(<Screen resetKey="/rooms" onError={onError} />);

    expect(screen.getByRole('alert').textContent).toContain("Cannot read properties of undefined (reading 'map')");
    expect(onError).toHaveBeenCalledWith(expect.any(TypeError));
    expect(consoleError.mock.calls.some((call) => String(call[0]).includes('the test part failed'))).toBe(true);
    // The part beside it still answers, and kept its state across the failure.
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 1' }));
    expect(screen.getByRole('button', { name: 'Clicked 2' })).toBeTruthy();
  });

  it('renders the part again on retry', () => {
    render(<Screen resetKey="/patients" />);
    expect(screen.getByRole('alert')).toBeTruthy();

    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(screen.getByText('/patients shown')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('forgets the error when a reset key changes (another location), and not on a render with the same keys', () => {
    const { rerender } = render(<Screen resetKey="/patients" />);
    failing = false;
    rerender(<Screen resetKey="/patients" />);
    expect(screen.getByRole('alert')).toBeTruthy();

    rerender(<Screen resetKey="/rooms" />);

    expect(screen.getByText('/rooms shown')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeTruthy();
  });
});
