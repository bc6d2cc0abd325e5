import { describe, expect, it } from 'vitest';
import { errorText } from './route-error';

describe('the route error text', () => {
  it('says network error for what fetch and a lazy import reject with offline', () => {
    for (const message of ['Failed to fetch', 'NetworkError when attempting to fetch resource.', 'Load failed', 'Failed to fetch dynamically imported module: /assets/x.js']) {
      expect(errorText(new TypeError(message))).toBe('Unknown network error. Please reload the page.');
    }
    // Vite's stylesheet preload of a page, offline: a plain Error.
    expect(errorText(new Error('Unable to preload CSS for http://localhost:8540/assets/use-field-options-C5kG7MBE.css'))).toBe('Unknown network error. Please reload the page.');
  });

  it('does not call an error of the app a network error', () => {
    expect(errorText(new TypeError("Cannot read properties of undefined (reading 'mrn')"))).toMatch(/^This page could not be shown because of an error in the app/);
  });
});
