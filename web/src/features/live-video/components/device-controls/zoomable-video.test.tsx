import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ZoomableVideo } from './zoomable-video';

function renderZoom(enabled = true) {
  render(
    <MantineProvider>
      <input aria-label="Notes" />
      <ZoomableVideo enabled={enabled}><video data-testid="patient-video" /></ZoomableVideo>
    </MantineProvider>,
  );
  return () => screen.getByTestId('digital-zoom');
}

describe('ZoomableVideo', () => {
  afterEach(cleanup);

  it('zooms through 100/150/200/400 % with + and back with -', () => {
    const surface = renderZoom();
    const levels = [];
    for (let i = 0; i < 4; i += 1) {
      fireEvent.keyDown(window, { key: '+' });
      levels.push(surface().dataset.zoomLevel);
    }
    expect(levels).toEqual(['150', '200', '400', '400']);
    expect(surface().style.transform).toContain('scale(4)');
    fireEvent.keyDown(window, { key: '-' });
    expect(surface().dataset.zoomLevel).toBe('200');
  });

  it('leaves the keys to a focused text field', () => {
    const surface = renderZoom();
    const notes = screen.getByLabelText('Notes');
    notes.focus();
    fireEvent.keyDown(notes, { key: '+' });
    fireEvent.keyDown(notes, { key: 'ArrowLeft' });
    expect(surface().dataset.zoomLevel).toBe('100');
    expect(surface().style.transform).toBe('translate(0px, 0px) scale(1)');
  });

  it('does nothing with the keys when disabled, and offers no buttons', () => {
    const surface = renderZoom(false);
    fireEvent.keyDown(window, { key: '+' });
    expect(surface().dataset.zoomLevel).toBe('100');
    expect(screen.queryByRole('button', { name: 'Zoom in' })).toBeNull();
  });

  it('zooms with the button on press and resets', () => {
    const surface = renderZoom();
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    fireEvent.pointerDown(zoomIn, { button: 0, pointerId: 1 });
    fireEvent.pointerUp(zoomIn, { pointerId: 1 });
    expect(surface().dataset.zoomLevel).toBe('150');
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Reset zoom' }), { button: 0, pointerId: 1 });
    expect(surface().dataset.zoomLevel).toBe('100');
  });
});
