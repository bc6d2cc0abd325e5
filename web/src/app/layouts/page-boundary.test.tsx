// A page that fails while rendering (an answer of a shape it does not expect) says so in the page
// area; the frame around it stays and answers, another page shows normally, and Try Again reads
// the page's data again.
import { useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renderWithApi } from '../../testing/render-with-api';
import { RouteError } from '../route-error';
import { PageBoundary } from './page-boundary';

const APP_ERROR = 'This page could not be shown because of an error in the app. Please reload the page; if it happens again, tell your administrator.';

/** The frame the default layout draws around the page: here a link and a field with what was typed. */
function Frame() {
  return (
    <>
      <nav><Link to="/rooms">Rooms</Link><input aria-label="Search" /></nav>
      <main>
        <PageBoundary><Outlet /></PageBoundary>
      </main>
    </>
  );
}

let answers: unknown[] = [];
/** A list page that trusts its answer to hold `results`. */
function PatientsPage() {
  const rows = useQuery({ queryKey: ['patients'], queryFn: async () => answers.shift() as { results: string[] } });
  if (!rows.data) return <p>Loading</p>;
  return <ul>{rows.data.results.map((name) => <li key={name}>{name}</li>)}</ul>;
}

function show(path: string) {
  const router = createMemoryRouter([{
    path: '/', element: <Frame />, ErrorBoundary: RouteError,
    children: [{ path: 'patients', element: <PatientsPage /> }, { path: 'rooms', element: <h1>Rooms</h1> }],
  }], { initialEntries: [path] });
  renderWithApi(<RouterProvider router={router} />, {});
  return router;
}

let consoleError: MockInstance;
beforeEach(() => { consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined); });
afterEach(() => {
  cleanup();
  consoleError.mockRestore();
});

describe('PageBoundary', () => {
  it('shows Something Went Wrong in the page area only, and another page normally', async () => {
    answers = [{ results: null }];
    show('/patients');
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'Alma' } });

    expect(await screen.findByRole('heading', { name: 'Something Went Wrong' })).toBeTruthy();
    expect(screen.getByText(APP_ERROR)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    // The frame was not replaced: what was typed is still there.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' }).value).toBe('Alma');

    fireEvent.click(screen.getByRole('link', { name: 'Rooms' }));

    expect(await screen.findByRole('heading', { name: 'Rooms' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something Went Wrong' })).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' }).value).toBe('Alma');
  });

  it('Try Again reads the failed page’s data again rather than draw the same answer', async () => {
    answers = [{ results: null }, { results: ['Alma Sandoval'] }];
    show('/patients');
    await screen.findByRole('heading', { name: 'Something Went Wrong' });

    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByText('Alma Sandoval')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something Went Wrong' })).toBeNull();
  });
});
