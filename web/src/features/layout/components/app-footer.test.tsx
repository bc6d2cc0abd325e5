import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppFooter } from './app-footer';

function renderFooter(hospitalLogoUrl: string | null) {
  render(
    <MantineProvider>
      <MemoryRouter>
        <AppFooter buildLabel="2025.09.30" hospitalLogoUrl={hospitalLogoUrl} aboutPath="/about" privacyPath="/privacy" />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('AppFooter', () => {
  afterEach(cleanup);

  it("shows the hospital's footer logo when it has one", () => {
    renderFooter('https://example.test/logo.png');
    expect(screen.getByRole('img', { name: 'Hospital logo' }).getAttribute('src')).toBe('https://example.test/logo.png');
    expect(screen.queryByText('Bedside')).toBeNull();
  });

  it("shows the provider's logo otherwise, with About, Privacy and the build label", () => {
    renderFooter(null);
    expect(screen.queryByRole('img', { name: 'Hospital logo' })).toBeNull();
    expect(screen.getByText('Bedside')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
    expect(screen.getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByText('2025.09.30')).toBeTruthy();
  });
});
