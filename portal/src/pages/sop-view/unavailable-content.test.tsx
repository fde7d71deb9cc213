// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnavailableContent } from './unavailable-content';

const frame = vi.hoisted(() => ({ inIframe: false }));
vi.mock('../../shell/use-media-query', () => ({ inIframe: () => frame.inIframe }));

function renderScreen(signedIn: boolean) {
  const router = createMemoryRouter(
    [
      {
        path: '/si/:id',
        Component: () => <UnavailableContent kind="smartInstruction" signedIn={signedIn} />,
      },
      { path: '*', Component: () => <p>elsewhere</p> },
    ],
    { initialEntries: ['/si/sop-1'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  cleanup();
  frame.inIframe = false;
});

describe('unpublished-content screen (001 §2)', () => {
  it('says the smart instruction is not available; Go to home takes a member home', async () => {
    const router = renderScreen(true);
    expect(screen.getByRole('heading').textContent).toBe('This smart instruction is not available');
    expect(screen.getByText(/unpublished or deleted/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('has no Go to home button when framed or embedded', () => {
    frame.inIframe = true;
    renderScreen(false);
    expect(screen.getByTestId('unavailable-content')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
