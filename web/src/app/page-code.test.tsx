// A page whose code does not load says so in the page area, with Try Again that loads the code
// again, while the frame around it stays; a page that crashes while rendering still gets the page
// boundary's own Try Again (a route-level boundary took it before: the page's fault went there).
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renderWithApi } from '../testing/render-with-api';
import { PageBoundary } from './layouts/page-boundary';
import { pageComponent } from './page-code';
import { RouteError } from './route-error';
import { pageLoader } from './route-loaders';
import type { PageModule, RouteHandle } from './routes/table/route-meta';
import { UNKNOWN_NETWORK_ERROR } from '../lib/session/session-store';

const APP_ERROR = 'This page could not be shown because of an error in the app. Please reload the page; if it happens again, tell your administrator.';
const handle: RouteHandle = { title: 'Rooms', breadcrumbs: [], secured: false, divisionRequired: true, allowAll: true };
// What Chromium rejects a dynamic import with when the network is down.
const offline = () => new TypeError('Failed to fetch dynamically imported module: http://bedside.test/assets/rooms-x1.js');

function Frame() {
  return (
    <>
      <nav><Link to="/rooms">Rooms</Link><input aria-label="Search" /></nav>
      <main><PageBoundary><Outlet /></PageBoundary></main>
    </>
  );
}

/** The router's own way to declare a page (router.tsx: toRouteObject), in a frame with the page boundary. */
function show(page: () => Promise<PageModule>) {
  const rooms: RouteObject = {
    path: 'rooms',
    loader: pageLoader(new QueryClient(), handle, page),
    lazy: async () => ({ Component: await pageComponent(page, (module) => module.Component ?? null) }),
  };
  const router = createMemoryRouter([{
    path: '/', Component: Frame, ErrorBoundary: RouteError, HydrateFallback: () => null,
    children: [{ index: true, element: <h1>Home</h1> }, rooms],
  }], { initialEntries: ['/'] });
  renderWithApi(<RouterProvider router={router} />, {});
}

let consoleError: MockInstance;
beforeEach(() => { consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined); });
afterEach(() => {
  cleanup();
  consoleError.mockRestore();
});

describe('pageComponent', () => {
  it('a page whose code does not load says so in the page area; Try Again loads the code again', async () => {
    let online = false;
    const page = vi.fn(async (): Promise<PageModule> => {
      if (!online) throw offline();
      return { Component: () => <h1>Rooms</h1> };
    });
    show(page);
    await screen.findByRole('heading', { name: 'Home' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'Alma' } });

    fireEvent.click(screen.getByRole('link', { name: 'Rooms' }));

    expect(await screen.findByRole('heading', { name: 'Something Went Wrong' })).toBeTruthy();
    expect(screen.getByText(UNKNOWN_NETWORK_ERROR)).toBeTruthy();
    // The frame was not replaced by the app's error page.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' }).value).toBe('Alma');
    const tried = page.mock.calls.length;

    online = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('heading', { name: 'Rooms' })).toBeTruthy();
    expect(page.mock.calls.length).toBeGreaterThan(tried);
    expect(screen.queryByRole('heading', { name: 'Something Went Wrong' })).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' }).value).toBe('Alma');
  });

  it('a page that loaded and crashes while rendering gets the page boundary, with Try Again', async () => {
    show(async () => ({
      Component: () => {
        throw new TypeError("Cannot read properties of undefined (reading 'mrn')");
      },
    }));
    await screen.findByRole('heading', { name: 'Home' });

    fireEvent.click(screen.getByRole('link', { name: 'Rooms' }));

    expect(await screen.findByText(APP_ERROR)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rooms' })).toBeTruthy();
  });
});
