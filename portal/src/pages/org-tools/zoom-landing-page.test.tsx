// @vitest-environment jsdom
// The Zoom landing (issue 25): each state's message, another language from the link, and the
// way back that never leaves the portal (a bad subdomain goes to the plain sign-in page).
import { I18nProvider } from '@stepwise/i18n/react';
import { loadCatalogue } from '@stepwise/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ZoomLandingPage } from './zoom-landing-page';

function show(path: string) {
  const router = createMemoryRouter(
    [{ path: '/zoomlanding/:status/:lang?/:subdomain?', Component: ZoomLandingPage }],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe('the Zoom landing page', () => {
  it('says the integration is connected and links back to the organisation', () => {
    show('/zoomlanding/success/en/demo');
    expect(screen.getByTestId('zoom-landing').dataset.status).toBe('success');
    expect(screen.getByText(/Zoom is connected to Stepwise/)).toBeTruthy();
    expect(screen.getByTestId('zoom-landing-back').getAttribute('href')).toBe('/?clientKey=demo');
  });

  it('shows the error, uninstalled and cancelled states, and a generic message otherwise', () => {
    show('/zoomlanding/error');
    expect(screen.getByRole('alert').textContent).toMatch(/could not be connected/);
    cleanup();
    show('/zoomlanding/uninstalled/en');
    expect(screen.getByText(/removed from your Zoom account/)).toBeTruthy();
    cleanup();
    show('/zoomlanding/cancelled');
    expect(screen.getByText(/was cancelled/)).toBeTruthy();
    cleanup();
    show('/zoomlanding/exploded');
    expect(screen.getByTestId('zoom-landing').dataset.status).toBe('unknown');
    expect(screen.getByText(/Something happened with the Zoom integration/)).toBeTruthy();
  });

  it('never links to another site', () => {
    show(`/zoomlanding/success/en/${encodeURIComponent('evil.example')}`);
    expect(screen.getByTestId('zoom-landing-back').getAttribute('href')).toBe('/');
  });

  it('reads in the language of the link', async () => {
    const catalogue = await loadCatalogue('de-de');
    const router = createMemoryRouter(
      [{ path: '/zoomlanding/:status/:lang?/:subdomain?', Component: ZoomLandingPage }],
      { initialEntries: ['/zoomlanding/success/de-de'] },
    );
    render(
      <I18nProvider language="de-de" catalogue={catalogue} ownsDocument={false}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
    expect(screen.getByText('Zurück zu Stepwise')).toBeTruthy();
  });
});
