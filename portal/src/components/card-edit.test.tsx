// @vitest-environment jsdom
/**
 * 001 §2 card Edit (issue 21): the editor core's editorFor picks from the organisation's flags
 * and the workflow, opened with the originating path as router state; hidden when none applies.
 */
import type { WorkflowCard } from '@stepwise/api';
import { DEFAULT_FEATURE_FLAGS, type FeatureFlags } from '@stepwise/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../session/use-session';
import type { SessionStore } from '../session/store';
import { CardTools } from './card-tools';
import { testCard } from './test-card';

vi.mock('../api', () => ({ api: {} }));

const card = testCard;

function storeWith(features: Partial<FeatureFlags>): SessionStore {
  const state = { status: 'signed-in', features: { ...DEFAULT_FEATURE_FLAGS, ...features } };
  return { subscribe: () => () => undefined, get: () => state } as unknown as SessionStore;
}

function Landing() {
  const location = useLocation();
  return (
    <p data-testid="landed">
      {location.pathname} from {(location.state as { from?: string } | null)?.from}
    </p>
  );
}

function renderTools(item: WorkflowCard, features: Partial<FeatureFlags> = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/workspace/ws1',
        Component: () => <CardTools card={item} canEdit onChanged={() => undefined} />,
      },
      { path: '*', Component: Landing },
    ],
    { initialEntries: ['/workspace/ws1?page=2'] },
  );
  render(
    <SessionContext.Provider value={storeWith(features)}>
      <RouterProvider router={router} />
    </SessionContext.Provider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Tools for Press lockout' }));
}

afterEach(cleanup);

describe('card Edit (001 §2)', () => {
  it('a processed classic workflow opens the builder, with the workspace as where it came from', () => {
    renderTools(card());
    fireEvent.click(screen.getByTestId('card-tool-edit'));
    expect(screen.getByTestId('landed').textContent).toBe(
      '/buildermain/w1 from /workspace/ws1?page=2',
    );
  });

  it('a new one opens editor main on its transcription tab', () => {
    renderTools(card({ cardStatus: 'new' }));
    fireEvent.click(screen.getByTestId('card-tool-edit'));
    expect(screen.getByTestId('landed').textContent).toMatch(/^\/editormain\/w1\/transcription /);
  });

  it('a new-editor workflow opens the advanced editor when useEditor2 is on', () => {
    renderTools(card({ editType: 'new_editor' }));
    fireEvent.click(screen.getByTestId('card-tool-edit'));
    expect(screen.getByTestId('landed').textContent).toMatch(/^\/editor\/w1 /);
  });

  it('no editor allowed: no Edit', () => {
    renderTools(card(), { canUseClassicEditor: false, useEditor2: false });
    expect(screen.queryByTestId('card-tool-edit')).toBeNull();
  });
});
