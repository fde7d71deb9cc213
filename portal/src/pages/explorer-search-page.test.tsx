// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testSop } from '../components/test-sop';
import { explorerSearchLoader, ExplorerSearchPage } from './explorer-search-page';

const mocks = vi.hoisted(() => ({ workflows: vi.fn(), sops: vi.fn() }));
vi.mock('../api', () => ({ api: {} }));
vi.mock('@stepwise/api', () => ({
  searchWorkflows: mocks.workflows,
  searchSmartInstructions: mocks.sops,
}));
vi.mock('../shell/use-shell-session', () => ({
  useShellSession: () => ({ profile: { id: 'u-1', role: 'viewer', roles: {} } }),
}));

const sop = testSop({ type: 'pdf', published: true, stepsCount: 2, author: null });

function renderSearch(at: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/explorer-search-main',
        loader: explorerSearchLoader,
        Component: ExplorerSearchPage,
      },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('search tabs (002 §2: search and smart instruction)', () => {
  it('the smart-instruction tab searches SOPs by keyword; a card opens its search view', async () => {
    mocks.sops.mockResolvedValue({
      items: [sop],
      page: { page: 0, size: 10, dataCount: 1, pageCount: 1 },
    });
    renderSearch('/explorer-search-main?tab=smart-instruction&keyword=jam');
    const open = await screen.findByRole('link', { name: 'Open Clear a jam' });
    expect(open.getAttribute('href')).toBe('/explorer-search/mm-sop/sop-1');
    expect(mocks.sops).toHaveBeenCalledWith({}, { keyword: 'jam', page: 0, size: 10 });
    expect(mocks.workflows).not.toHaveBeenCalled();
    expect(screen.getByTestId('search-tab-smart-instruction').getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('switching tabs keeps the keyword; the search tab searches workflows', async () => {
    mocks.sops.mockResolvedValue({
      items: [],
      page: { page: 0, size: 10, dataCount: 0, pageCount: 0 },
    });
    mocks.workflows.mockResolvedValue({
      items: [],
      page: { page: 0, size: 10, dataCount: 0, pageCount: 0 },
    });
    const router = renderSearch('/explorer-search-main?tab=smart-instruction&keyword=jam');
    expect((await screen.findByTestId('sop-search-results-empty')).textContent).toBe(
      'Nothing found for “jam”.',
    );
    fireEvent.click(screen.getByTestId('search-tab-search'));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=jam'));
    await waitFor(() => expect(mocks.workflows).toHaveBeenCalled());
    expect(await screen.findByTestId('search-empty')).toBeTruthy();
  });
});
