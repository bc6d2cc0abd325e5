// A failed read: Retry for a fault that may pass, the server's words alone for a refusal.
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api/api-error';
import { ReadError } from './load-error';

afterEach(cleanup);

const show = (error: Error, onRetry = vi.fn()) => {
  render(<MantineProvider><ReadError error={error} message="The unit could not be loaded." onRetry={onRetry} retrying={false} /></MantineProvider>);
  return onRetry;
};

describe('ReadError', () => {
  it('says what failed, the server’s words beneath, and Retry reads again', () => {
    const onRetry = show(new ApiError(500, { error: 'Simulated fault: HTTP 500' }));
    expect(screen.getByRole('alert').textContent).toContain('The unit could not be loaded.');
    expect(screen.getByRole('alert').textContent).toContain('Simulated fault: HTTP 500');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers Retry for a network fault, which is no answer at all', () => {
    show(new TypeError('Failed to fetch'));
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('gives a refusal as the server said it, without Retry', () => {
    show(new ApiError(404, { error: 'Unit 99999 not found' }));
    expect(screen.getByRole('alert').textContent).toBe('Unit 99999 not found');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
