/**
 * The quiz in the player (002 §2 quiz card, §4 quiz mask): with a published quiz pending, the
 * end of the last step shows the mask; taking the quiz pauses the video and runs <Quiz/> (its
 * code loaded on first use) in a panel over the player; the graded attempt is reported
 * (onQuizCompleted, the element's `stepwise-quizcompleted`) and the card then shows the result.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { QuizPort } from '@stepwise/quiz/core';
import type { QuizCompletedDetail } from '@stepwise/quiz/react';
import type { QuizSourcePort } from '../core/data-source.js';
import type { PlayerQuizCompletedDetail } from '../core/events.js';
import { fakeAttachMedia, fakeSource, recordingPersistence } from './fake-source.js';
import { Player } from './player.js';
import type { PlayerHandle, PlayerProps } from './player-props.js';

let pause: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

function renderPlayer(props: Partial<PlayerProps>, source: PlayerProps['source']) {
  const handle = createRef<PlayerHandle>();
  const onReady = vi.fn();
  const view = render(
    <Player
      ref={handle}
      workflowId="wf1"
      source={source}
      lang="en"
      attachMedia={fakeAttachMedia}
      trackingPersistence={recordingPersistence().persistence}
      onReady={onReady}
      {...props}
    />,
  );
  return { ...view, handle, onReady };
}

describe('the quiz in the player', () => {
  it('speaks @stepwise/quiz’s contract: its port, its completion detail', () => {
    expectTypeOf<QuizSourcePort>().toEqualTypeOf<QuizPort>();
    expectTypeOf<PlayerQuizCompletedDetail>().toEqualTypeOf<QuizCompletedDetail>();
  });

  it('card, mask at the end, quiz in a panel that pauses the video, result reported', async () => {
    const { source, attempts } = fakeSource({ withQuiz: true });
    const onQuizCompleted = vi.fn();
    const { onReady, container, handle } = renderPlayer(
      { openMenu: true, onQuizCompleted },
      source,
    );
    await waitFor(() => expect(onReady).toHaveBeenCalled());
    const menu = screen.getByRole('navigation', { name: /steps/i });
    const card = await within(menu).findByRole('region', { name: 'Quiz' });
    expect(card.textContent).toContain('1 question');
    expect(card.textContent).toContain('Not taken yet');

    // Opening the quiz pauses the video (002 §4): from the card, while playing.
    act(() => handle.current!.play());
    pause.mockClear();
    fireEvent.click(within(card).getByRole('button', { name: 'Take quiz' }));
    expect(pause).toHaveBeenCalled();
    expect(handle.current!.getState().paused).toBe(true);
    fireEvent.keyDown(await screen.findByRole('dialog', { name: 'Quiz' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Quiz' })).toBeNull());

    // The end of the last step: the mask over the picture, the video paused.
    act(() => handle.current!.play());
    fireEvent.ended(container.querySelector('video')!);
    const mask = await screen.findByRole('dialog', { name: 'Check what you learned' });
    expect(handle.current!.getState().paused).toBe(true);
    fireEvent.click(within(mask).getByRole('button', { name: 'Take quiz' }));
    expect(screen.queryByRole('dialog', { name: 'Check what you learned' })).toBeNull();

    const panel = await screen.findByRole('dialog', { name: 'Quiz' });
    expect(panel.getAttribute('part')).toBe('quiz');
    await within(panel).findByText('The pump is off before the panel opens.', undefined, {
      timeout: 5_000,
    });
    fireEvent.click(within(panel).getByRole('radio', { name: /true/i }));
    fireEvent.click(within(panel).getByRole('button', { name: /submit/i }));
    await waitFor(() => expect(onQuizCompleted).toHaveBeenCalledTimes(1));
    expect(onQuizCompleted).toHaveBeenCalledWith(
      expect.objectContaining({
        workflowId: 'wf1',
        quizId: 'quiz-1',
        score: 100,
        passed: true,
        status: 'passed',
        attempt: 1,
      }),
    );
    expect(attempts).toHaveLength(1);

    // Escape closes the panel; the card now shows the pass.
    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Quiz' })).toBeNull());
    await waitFor(() =>
      expect(within(menu).getByRole('region', { name: 'Quiz' }).textContent).toContain(
        '100% · Passed',
      ),
    );
    // Passed: the next end of the workflow asks nothing.
    act(() => handle.current!.seek(0));
    act(() => handle.current!.play());
    fireEvent.ended(container.querySelector('video')!);
    expect(screen.queryByRole('dialog', { name: 'Check what you learned' })).toBeNull();
  });

  it('closing the mask leaves the player as it was; preview and public players show no card', async () => {
    const { source } = fakeSource({ withQuiz: true });
    const { onReady, container, handle, unmount } = renderPlayer({ openMenu: true }, source);
    await waitFor(() => expect(onReady).toHaveBeenCalled());
    await screen.findByRole('region', { name: 'Quiz' });
    act(() => handle.current!.play());
    fireEvent.ended(container.querySelector('video')!);
    const mask = await screen.findByRole('dialog', { name: 'Check what you learned' });
    fireEvent.click(within(mask).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    const preview = renderPlayer(
      { openMenu: true, preview: true },
      fakeSource({ withQuiz: true }).source,
    );
    await waitFor(() => expect(preview.onReady).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('region', { name: 'Quiz' })).toBeNull();
    preview.unmount();

    const noPermission = fakeSource({
      withQuiz: true,
      viewer: {
        id: 'u1',
        displayName: 'Grace',
        canModerate: false,
        safetyWatermark: false,
        comments: true,
        quizzes: false,
      },
    }).source;
    const off = renderPlayer({ openMenu: true }, noPermission);
    await waitFor(() => expect(off.onReady).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('region', { name: 'Quiz' })).toBeNull();
  });
});
