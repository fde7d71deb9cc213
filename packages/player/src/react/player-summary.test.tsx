import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerWorkflowData } from '../core/data-source.js';
import {
  fakeAttachMedia,
  fakeSource,
  recordingPersistence,
  sampleViewer,
  sampleWorkflow,
} from './fake-source.js';
import { Player } from './player.js';
import type { PlayerHandle, PlayerProps, PlayerQnaContext } from './player-props.js';

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

const aiSummary: NonNullable<PlayerWorkflowData['aiSummary']> = {
  id: 'sum1',
  workflowId: 'wf1',
  status: 'completed',
  activate: true,
  content: {
    summary: {
      highlights: [
        {
          key: 'panel',
          translations: ['de-de'],
          content: { en: 'Open the panel first.', 'de-de': 'Zuerst die Klappe öffnen.' },
          stepId: 's1',
          startTime: 2,
        },
      ],
      contents: [
        { translations: [], content: { en: 'Swap the filter.' }, stepId: 's2', startTime: 14 },
      ],
    },
    sop: [{ step: '1', description: 'Open the panel.', tool: 'Key', safetyOrWarning: '' }],
  },
};

function renderPlayer(props: Partial<PlayerProps>, options: Parameters<typeof fakeSource>[0] = {}) {
  const handle = createRef<PlayerHandle>();
  const onReady = vi.fn();
  const { source } = fakeSource(options);
  render(
    <Player
      ref={handle}
      workflowId="wf1"
      source={source}
      lang="en"
      attachMedia={fakeAttachMedia}
      trackingPersistence={recordingPersistence().persistence}
      onReady={onReady}
      openMenu
      {...props}
    />,
  );
  return { handle, ready: () => waitFor(() => expect(onReady).toHaveBeenCalled()) };
}

const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);

describe('the summary tab (002 §2-3)', () => {
  it('opens first when the summary is completed, in the viewer language, and plays an item', async () => {
    const { handle, ready } = renderPlayer(
      { lang: 'de-de' },
      { workflow: { ...sampleWorkflow, aiSummary } },
    );
    await ready();
    // German arrives with its catalogue.
    await waitFor(() => {
      const selected = screen
        .getAllByRole('tab')
        .find((t) => t.getAttribute('aria-selected') === 'true');
      expect(selected?.textContent).toBe('Zusammenfassung');
    });
    expect(screen.getByText('Zuerst die Klappe öffnen.')).toBeTruthy();
    // No German text: the workflow's language.
    expect(screen.getByText('Swap the filter.')).toBeTruthy();
    act(() => screen.getByText('00:14').click());
    expect(handle.current!.getState()).toMatchObject({ time: 14, stepId: 's2' });
    // The SOP tab shows because the summary has SOP items.
    expect(tabNames()).toContain('SAA');
  });

  it('is left out (steps first) when the workflow has no shown summary', async () => {
    for (const summary of [null, { ...aiSummary, activate: false }]) {
      const { ready } = renderPlayer({}, { workflow: { ...sampleWorkflow, aiSummary: summary } });
      await ready();
      const names = tabNames();
      expect(names).not.toContain('Summary');
      const selected = screen
        .getAllByRole('tab')
        .find((t) => t.getAttribute('aria-selected') === 'true');
      expect(selected?.textContent).toBe('Steps');
      document.body.innerHTML = '';
    }
  });
});

describe('the Q&A slot (002 §2)', () => {
  const qnaViewer = { ...sampleViewer, aiQnA: true };
  const renderQna = vi.fn((ctx: PlayerQnaContext) => (
    <button type="button" onClick={() => ctx.seek('s3', 27)}>
      Ask about {ctx.workflowId}
    </button>
  ));

  it('shows the host’s widget when the rules hold; its seek plays that step and time', async () => {
    const { handle, ready } = renderPlayer({ renderQna }, { viewer: qnaViewer });
    await ready();
    fireEvent.click(await screen.findByRole('tab', { name: 'Q&A' }));
    const ask = await screen.findByRole('button', { name: 'Ask about wf1' });
    expect(renderQna).toHaveBeenCalledWith(expect.objectContaining({ languageCode: 'en' }));
    act(() => ask.click());
    expect(handle.current!.getState()).toMatchObject({ time: 27, stepId: 's3' });
  });

  it.each([
    ['no slot', {}, { viewer: qnaViewer }],
    ['the aiQnA flag off', { renderQna }, { viewer: sampleViewer }],
    ['an old version', { renderQna, versionId: 'v1' }, { viewer: qnaViewer }],
    ['a public player', { renderQna }, { isPublic: true }],
    [
      'an unsupported language',
      { renderQna },
      { viewer: qnaViewer, workflow: { ...sampleWorkflow, languageCode: 'sv-se' } },
    ],
  ] as const)('is hidden with %s', async (_, props, options) => {
    const { ready } = renderPlayer(props, options);
    await ready();
    await screen.findAllByRole('tab');
    expect(tabNames()).not.toContain('Q&A');
  });
});
