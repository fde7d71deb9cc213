// @vitest-environment jsdom
import { StepwiseError } from '@stepwise/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreateSkillDialog } from './create-skill-dialog';

const calls = vi.hoisted(() => ({ groups: vi.fn(), create: vi.fn() }));
vi.mock('../../api', () => ({ api: {} }));
vi.mock('@stepwise/api', () => ({ listWorkspaceGroups: calls.groups, createSkill: calls.create }));
vi.mock('../../shell/use-shell-session', () => ({
  useShellSession: () => ({ settings: { defaultWorkspaceGroupId: 'g2' } }),
}));

// jsdom's <dialog> has no showModal.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};

const groups = [
  { id: 'g1', name: 'Plant A', workspaces: [{ id: 'wsA', name: 'Line 1' }] },
  { id: 'g2', name: 'Default', workspaces: [{ id: 'wsD', name: 'Onboarding' }] },
];

function renderDialog(path = '/skill/home') {
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/skill/home', element: <CreateSkillDialog onClose={onClose} /> },
      { path: '/workspace/:workspaceId', element: <CreateSkillDialog onClose={onClose} /> },
      { path: '/skillbuilder/:id', element: <p data-testid="builder" /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router, onClose };
}

describe('CreateSkillDialog (002 §5)', () => {
  beforeEach(() => {
    calls.groups.mockReset().mockResolvedValue(groups);
    calls.create.mockReset();
  });
  afterEach(cleanup);

  it('defaults to the default group’s workspace, or the page’s workspace', async () => {
    renderDialog();
    const select = (await screen.findByTestId('create-skill-workspace')) as HTMLSelectElement;
    expect(select.value).toBe('wsD');
    cleanup();
    renderDialog('/workspace/wsA');
    const onPage = (await screen.findByTestId('create-skill-workspace')) as HTMLSelectElement;
    expect(onPage.value).toBe('wsA');
  });

  it('refuses an empty, all-space, too long or invalid title and blocks a leading space', async () => {
    renderDialog();
    await screen.findByTestId('create-skill-workspace');
    fireEvent.click(screen.getByTestId('create-skill-submit'));
    expect((await screen.findByTestId('create-skill-title-error')).textContent).toBe(
      'This field is required.',
    );
    const input = screen.getByTestId('create-skill-title') as HTMLInputElement;
    expect(fireEvent.keyDown(input, { key: ' ' })).toBe(false);
    fireEvent.change(input, { target: { value: '   ' } });
    expect(screen.getByTestId('create-skill-title-error').textContent).toBe(
      'It cannot be only spaces.',
    );
    fireEvent.change(input, { target: { value: 'x'.repeat(91) } });
    expect(screen.getByTestId('create-skill-title-error').textContent).toBe(
      'At most 90 characters.',
    );
    fireEvent.change(input, { target: { value: 'a<b' } });
    expect(screen.getByTestId('create-skill-title-error').textContent).toContain(
      'These characters are not allowed',
    );
    fireEvent.click(screen.getByTestId('create-skill-submit'));
    expect(calls.create).not.toHaveBeenCalled();
  });

  it('creates the skill and opens its builder', async () => {
    calls.create.mockResolvedValue({ id: 'sk1' });
    const { router, onClose } = renderDialog();
    await screen.findByTestId('create-skill-workspace');
    fireEvent.change(screen.getByTestId('create-skill-title'), {
      target: { value: 'Forklift basics ' },
    });
    fireEvent.click(screen.getByTestId('create-skill-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/skillbuilder/sk1'));
    expect(calls.create).toHaveBeenCalledWith(
      {},
      { group: 'wsD', playlistTitle: 'Forklift basics' },
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('shows alertFailedSavedSkill when the server refuses', async () => {
    calls.create.mockRejectedValue(new StepwiseError(403, 'Forbidden'));
    renderDialog();
    await screen.findByTestId('create-skill-workspace');
    fireEvent.change(screen.getByTestId('create-skill-title'), { target: { value: 'Safety' } });
    fireEvent.click(screen.getByTestId('create-skill-submit'));
    expect((await screen.findByTestId('create-skill-failed')).textContent).toContain(
      'The skill could not be saved.',
    );
  });
});
