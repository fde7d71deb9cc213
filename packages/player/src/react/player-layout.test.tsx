// The ready player's layout by width (002 §9 thresholds, core `playerLayout`) and the details of
// issue 16: the quality menu lists the stream's renditions, search shows workflow times and
// focuses its input (typing there never reaches the shortcuts), closing a panel gives focus back.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAttachMedia, fakeSource, recordingPersistence } from './fake-source.js';
import { Player } from './player.js';
import type { PlayerProps } from './player-props.js';

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** jsdom lays nothing out: every element measures `width` px wide. */
function measuredWidth(width: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () => ({ width, height: 0, top: 0, left: 0, right: width, bottom: 0, x: 0, y: 0 }) as DOMRect,
  );
}

async function renderReady(props: Partial<PlayerProps> = {}) {
  const onReady = vi.fn();
  const view = render(
    <Player
      workflowId="wf1"
      source={fakeSource().source}
      lang="en"
      attachMedia={fakeAttachMedia}
      trackingPersistence={recordingPersistence().persistence}
      onReady={onReady}
      {...props}
    />,
  );
  await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
  const root = view.container.querySelector<HTMLElement>('.sw-player-root')!;
  return { ...view, root };
}

const button = (name: RegExp) => screen.getByRole('button', { name });

describe('the quality menu (issue 16)', () => {
  it('lists Auto and the renditions the stream has, and marks the one playing', async () => {
    await renderReady();
    // The fake stream is a 720p source's ladder: nothing above 720 to offer.
    fireEvent.click(await screen.findByRole('button', { name: /^quality$/i }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Auto', '360p', '480p', '720p']);
    expect(screen.getByRole('menuitem', { name: '720p' }).getAttribute('aria-current')).toBe(
      'true',
    );
  });
});

describe('search inside the workflow (issue 16)', () => {
  it('focuses its input; typing there plays and resizes nothing', async () => {
    const { root } = await renderReady();
    fireEvent.click(button(/search in this workflow/i));
    const input = screen.getByRole('searchbox');
    expect(document.activeElement).toBe(input);
    for (const key of ['f', 'i', 'l', 't', 'e', 'r', ' ']) fireEvent.keyDown(input, { key });
    expect(root.hasAttribute('data-fullscreen')).toBe(false);
    expect(root.hasAttribute('data-theater')).toBe(false);
    expect(root.hasAttribute('data-paused')).toBe(true);
  });

  it('shows each match at its time on the workflow, as the seek bar counts', async () => {
    await renderReady();
    fireEvent.click(button(/search in this workflow/i));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'watch' } });
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Enter' });
    // Each step says it 1 s in; the steps start at 0, 10 and 25 s.
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('.sw-player-search-time')].map((el) => el.textContent),
      ).toEqual(['00:01', '00:11', '00:26']),
    );
  });

  it('gives focus back to its button when closed', async () => {
    await renderReady();
    fireEvent.click(button(/search in this workflow/i));
    fireEvent.click(button(/close search/i));
    expect(document.activeElement).toBe(button(/search in this workflow/i));
  });
});

describe('layout by width (002 §9: 300 / 600 / 1264)', () => {
  it('a wide player keeps every control in the bar and its panels over the picture', async () => {
    measuredWidth(1400);
    const { root } = await renderReady();
    expect(root.dataset['size']).toBe('lg');
    expect(root.hasAttribute('data-stacked')).toBe(false);
    expect(screen.queryByRole('button', { name: /^settings$/i })).toBeNull();
    fireEvent.click(button(/search in this workflow/i));
    expect(root.querySelector('.sw-player-stage .sw-player-search')).not.toBeNull();
  });

  it('a phone stacks: picture, controls under it, panels, then the step menu', async () => {
    measuredWidth(390);
    const { root } = await renderReady({ openMenu: true });
    expect(root.dataset['size']).toBe('sm');
    expect(root.hasAttribute('data-stacked')).toBe(true);
    const controls = screen.getByRole('group', { name: /controls/i });
    expect(controls.closest('.sw-player-stage')).toBeNull();
    // One row: no skip, theater, divide, speed or quality menus; the rest is in settings.
    for (const name of [
      /back 5 seconds/i,
      /theater/i,
      /divide/i,
      /playback speed/i,
      /^quality$/i,
    ]) {
      expect(within(controls).queryByRole('button', { name })).toBeNull();
    }
    fireEvent.click(within(controls).getByRole('button', { name: /^settings$/i }));
    fireEvent.click(within(controls).getByRole('button', { name: /search in this workflow/i }));
    const settings = screen.getByRole('region', { name: /^settings$/i });
    const quality = within(settings).getByRole('group', { name: /quality/i });
    expect(
      within(quality)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['Auto', '360p', '480p', '720p']);
    // Every panel open at once: each below the picture, in order, the toolbox last.
    const parts = [
      'sw-player-stage',
      'sw-player-controls',
      'sw-player-panels',
      'sw-player-toolbox',
    ];
    const order = [...root.children].map((el) => parts.find((p) => el.classList.contains(p)));
    expect(order.slice(1)).toEqual(parts);
  });

  it('settings changes reach the player', async () => {
    measuredWidth(390);
    const { root } = await renderReady();
    fireEvent.click(button(/^settings$/i));
    const settings = screen.getByRole('region', { name: /^settings$/i });
    fireEvent.click(within(settings).getByRole('radio', { name: '1.5×' }));
    expect(root.querySelector('video')!.playbackRate).toBe(1.5);
    fireEvent.click(within(settings).getByRole('radio', { name: 'Repeat step' }));
    expect(
      (within(settings).getByRole('radio', { name: 'Repeat step' }) as HTMLInputElement).checked,
    ).toBe(true);
  });
});
