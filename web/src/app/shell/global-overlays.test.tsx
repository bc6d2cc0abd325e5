import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GlobalOverlays, isSupportedBrowser } from './global-overlays';

const agents = {
  chrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  headless: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  chromeIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  opera: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
};

describe('isSupportedBrowser', () => {
  it('accepts Chrome and Chromium only', () => {
    expect(isSupportedBrowser(agents.chrome)).toBe(true);
    expect(isSupportedBrowser(agents.headless)).toBe(true);
    expect(isSupportedBrowser(agents.chromeIos)).toBe(true);
    for (const other of [agents.edge, agents.opera, agents.firefox, agents.safari]) expect(isSupportedBrowser(other)).toBe(false);
  });
});

describe('GlobalOverlays', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  const renderOverlays = () => render(<MantineProvider><GlobalOverlays /></MantineProvider>);

  it('shows the offline overlay while the browser is offline', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(agents.chrome);
    renderOverlays();
    expect(screen.queryByText('Network is offline. Click the refresh button below to try again.')).toBeNull();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByText('Network is offline. Click the refresh button below to try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText('Network is offline. Click the refresh button below to try again.')).toBeNull();
  });

  it('warns other browsers once, until dismissed', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(agents.firefox);
    renderOverlays();
    const text = 'Your browser is unsupported. Please switch to Chrome for full functionality.';
    expect(screen.getByText(text)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(text)).toBeNull();
  });
});
