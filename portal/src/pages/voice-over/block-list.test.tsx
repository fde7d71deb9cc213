// @vitest-environment jsdom
import type { TextToSpeechAudio, TtsBlock } from '@stepwise/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockList, type BlockListProps } from './block-list';

const block = (key: string, over: Partial<TtsBlock> = {}): TtsBlock => ({
  key,
  text2SpeechId: key,
  text: `Text ${key}`,
  time: 0.5,
  speed: 1,
  startTime: 0,
  endTime: 5,
  voice: 'espeak-ng:en',
  source: 'tts',
  ...over,
});
const audio = (id: string, over: Partial<TextToSpeechAudio> = {}): TextToSpeechAudio => ({
  id,
  voice: 'espeak-ng:en',
  rate: 1,
  text: `Text ${id}`,
  duration: 2,
  status: 'COMPLETED',
  speechURL: 'https://media.test/a.m4a',
  error: null,
  ...over,
});

afterEach(cleanup);

function renderList(over: Partial<BlockListProps>) {
  const props: BlockListProps = {
    blocks: [],
    audios: {},
    bounds: { videoDuration: 30, deletedSegments: [] },
    selected: -1,
    canGenerate: true,
    locked: false,
    playing: null,
    onSelect: vi.fn(),
    onText: vi.fn(),
    onSpeed: vi.fn(),
    onMove: vi.fn(),
    onRemove: vi.fn(),
    onGenerate: vi.fn(),
    onPlay: vi.fn(),
    ...over,
  };
  render(<BlockList {...props} />);
  return props;
}

describe('the block list (001 §4 statuses and warnings)', () => {
  it('says when there is no block yet', () => {
    renderList({});
    expect(screen.getByTestId('vo-empty')).toBeTruthy();
  });

  it('shows each block status and the four warnings', () => {
    renderList({
      blocks: [
        block('todo', { text2SpeechId: null }),
        block('pending', { startTime: 5, endTime: 10 }),
        block('failed', { startTime: 10, endTime: 12 }),
        block('long', { startTime: 12, endTime: 13 }),
        block('late', { startTime: 28, endTime: 29.5 }),
        block('cut', { startTime: 20, endTime: 25 }),
        block('ok', { startTime: 14, endTime: 19 }),
      ],
      audios: {
        pending: audio('pending', { status: 'PENDING', duration: null }),
        failed: audio('failed', { status: 'FAILURE', duration: null, error: 'espeak-ng failed' }),
        long: audio('long', { duration: 3 }),
        late: audio('late', { duration: 2.2 }),
        cut: audio('cut'),
        ok: audio('ok'),
      },
      bounds: { videoDuration: 30, deletedSegments: [{ start: 21, end: 22 }] },
      playing: { key: 'ok', loading: false },
    });
    const rows = screen.getAllByTestId('vo-block');
    const byKey = Object.fromEntries(rows.map((r) => [r.dataset.key, r]));
    const warnings = (key: string) =>
      [...(byKey[key]?.querySelectorAll('[data-warning]') ?? [])].map(
        (w) => (w as HTMLElement).dataset.warning,
      );
    expect(rows.map((r) => r.dataset.status)).toEqual([
      'todo',
      'pending',
      'failure',
      'warningAllowGenerate',
      'warningPendingUserAction',
      'warningPendingUserAction',
      'playing',
    ]);
    expect(warnings('failed')).toEqual(['generationFailed']);
    expect(warnings('long')).toEqual(['exceedsBlock']);
    expect(warnings('late')).toEqual(['exceedsVideo']);
    expect(warnings('cut')).toEqual(['overlapsDeleted']);
    expect(warnings('ok')).toEqual([]);
    expect(byKey.long?.textContent).toContain('The audio is longer than the block.');
    // A block being generated cannot be generated again; a failed one can.
    const generate = (key: string) =>
      within(byKey[key] as HTMLElement).getByTestId('vo-block-generate') as HTMLButtonElement;
    expect(generate('pending').disabled).toBe(true);
    expect(generate('failed').disabled).toBe(false);
    expect(generate('ok').disabled).toBe(true);
  });

  it('moves a block with the keyboard buttons and disables everything while recording', () => {
    const props = renderList({ blocks: [block('a'), block('b', { startTime: 6, endTime: 9 })] });
    fireEvent.click(screen.getByRole('button', { name: 'Move block 1 down' }));
    expect(props.onMove).toHaveBeenCalledWith(0, 1);
    expect(
      (screen.getByRole('button', { name: 'Move block 1 up' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    cleanup();
    renderList({ blocks: [block('a'), block('b', { startTime: 6, endTime: 9 })], locked: true });
    for (const b of screen.getAllByRole('button'))
      expect((b as HTMLButtonElement).disabled).toBe(true);
    for (const text of screen.getAllByTestId('vo-block-text')) {
      expect((text as HTMLTextAreaElement).readOnly).toBe(true);
    }
  });
});
