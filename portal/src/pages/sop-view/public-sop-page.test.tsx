// @vitest-environment jsdom
import type { InstructionProps } from '@stepwise/instruction/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicSopData } from './public-sop-data';
import { PublicSmartInstructionPage } from './public-sop-page';

const seen = vi.hoisted(() => ({ props: null as InstructionProps | null, ports: [] as unknown[] }));
vi.mock('../../api', () => ({ api: { session: true } }));
vi.mock('@stepwise/instruction/wire', () => ({
  fetchInstructionPort: (options: unknown) => ({ kind: 'fetch', options }),
}));
vi.mock('@stepwise/instruction/api-port', () => ({
  apiInstructionPort: (api: unknown) => ({ kind: 'api', api }),
}));
// The widget stands in: it shows its mode and lets the test start it or fail its read.
vi.mock('@stepwise/instruction/react', () => ({
  Instruction: (props: InstructionProps) => {
    seen.props = props;
    return (
      <div data-testid="instruction" data-mode={props.mode}>
        <button type="button" onClick={() => props.onModeChange?.('run')}>
          Start
        </button>
        <button type="button" onClick={() => props.onError?.({ status: 404, message: 'gone' })}>
          Fail
        </button>
      </div>
    );
  },
}));

function renderPage(data: PublicSopData, at = '/si/sop-1?shareToken=tok') {
  const router = createMemoryRouter(
    [
      {
        path: '/si/:smartInstructionId',
        loader: () => data,
        Component: PublicSmartInstructionPage,
      },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const ready = (over: Partial<Extract<PublicSopData, { access: 'share-token' }>> = {}) =>
  ({
    state: 'ready',
    access: 'share-token',
    shareToken: 'tok',
    guest: true,
    signedIn: false,
    title: 'Clear a jam',
    review: undefined,
    ...over,
  }) satisfies PublicSopData;

afterEach(() => {
  cleanup();
  seen.props = null;
});

describe('/si/{id} (000 §2 public smart instruction)', () => {
  it('a signed-out visitor: the product logo, view mode, the share-token port, no guest notice', async () => {
    const router = renderPage(ready());
    expect(await screen.findByTestId('product-logo')).toBeTruthy();
    expect(screen.getByTestId('instruction').dataset.mode).toBe('view');
    expect(seen.props?.isPublic).toBe(true);
    expect(seen.props?.instructionId).toBe('sop-1');
    expect(seen.props?.port).toMatchObject({ kind: 'fetch', options: { shareToken: 'tok' } });
    expect(screen.queryByTestId('sop-guest-mode')).toBeNull();
    // Start: run mode, kept in the address for a reload.
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(screen.getByTestId('instruction').dataset.mode).toBe('run'));
    expect(router.state.location.search).toContain('mode=run');
  });

  it('a signed-in user of another organisation sees the guest notice (001 §4)', async () => {
    renderPage(ready({ signedIn: true }));
    expect((await screen.findByTestId('sop-guest-mode')).textContent).toContain('guest');
  });

  it('a member runs it with their session, one saved run per user, in review mode when asked', async () => {
    renderPage(
      {
        state: 'ready',
        access: 'session',
        guest: false,
        signedIn: true,
        userId: 'u-9',
        title: 'Clear a jam',
        review: { skillId: 's1', taskPerformanceId: null },
      },
      '/si/sop-1?skillId=s1&mode=run',
    );
    expect((await screen.findByTestId('instruction')).dataset.mode).toBe('run');
    expect(seen.props?.port).toMatchObject({ kind: 'api' });
    expect(seen.props?.isPublic).toBe(false);
    expect(seen.props?.storageKey).toBe('sw:sop-run:u-9');
    expect(seen.props?.review).toEqual({ skillId: 's1', taskPerformanceId: null });
    expect(screen.getByTestId('sop-review-mode')).toBeTruthy();
    expect(screen.getByTestId('sop-open-in-app').getAttribute('href')).toBe(
      '/smart-instruction/sop-1',
    );
  });

  it('a read the widget is refused becomes the unpublished-content screen (001 §2)', async () => {
    renderPage(ready());
    fireEvent.click(await screen.findByRole('button', { name: 'Fail' }));
    expect(await screen.findByTestId('unavailable-content')).toBeTruthy();
    expect(screen.queryByTestId('instruction')).toBeNull();
  });

  it('unavailable before it renders: the same screen; an error offers a retry', async () => {
    renderPage({ state: 'unavailable', signedIn: false });
    expect(await screen.findByText('This smart instruction is not available')).toBeTruthy();
    cleanup();
    renderPage({ state: 'error', message: 'Could not reach the server.', signedIn: false });
    expect((await screen.findByTestId('public-sop-error')).textContent).toContain(
      'Could not reach the server.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
