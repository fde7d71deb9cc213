// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLikes } from '../lib/use-likes';
import { FavoriteToggle } from './favorite-toggle';

const calls = vi.hoisted(() => ({ favorites: vi.fn(), likeWorkflow: vi.fn(), likeSop: vi.fn() }));
vi.mock('@stepwise/api', () => ({
  listFavorites: calls.favorites,
  likeWorkflow: calls.likeWorkflow,
  likeSmartInstruction: calls.likeSop,
}));
vi.mock('../api', () => ({ api: {} }));

beforeEach(() => {
  resetLikes();
  calls.favorites.mockResolvedValue({ workflows: [{ id: 'w1' }], multimodalSops: [] });
  calls.likeWorkflow.mockImplementation(async (_api, id: string, like: boolean) => ({
    id,
    isLike: like,
  }));
  calls.likeSop.mockImplementation(async (_api, id: string, like: boolean) => ({
    id,
    isLike: like,
  }));
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('FavoriteToggle (002 §3 likes)', () => {
  it('shows the stored favourite and toggles it off and on', async () => {
    render(<FavoriteToggle kind="workflows" id="w1" title="Torque check" />);
    const button = screen.getByTestId('favorite-toggle');
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(button.getAttribute('aria-label')).toBe('Remove “Torque check” from favorites');
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(calls.likeWorkflow).toHaveBeenCalledWith({}, 'w1', false);
  });

  it('ignores a second toggle while the first is running (002 §4)', async () => {
    let answer: (v: { id: string; isLike: boolean }) => void = () => undefined;
    calls.likeSop.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    render(<FavoriteToggle kind="multimodal-sops" id="s1" title="Filter" />);
    const button = screen.getByTestId('favorite-toggle');
    await waitFor(() => expect(calls.favorites).toHaveBeenCalled());
    fireEvent.click(button);
    fireEvent.click(button);
    expect(calls.likeSop).toHaveBeenCalledTimes(1);
    answer({ id: 's1', isLike: true });
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
  });
});
