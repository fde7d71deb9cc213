// @vitest-environment jsdom
import { EditRefusal, KeyTermProblem, type TimelineSentence } from '@stepwise/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TranscriptEditor } from './transcript-editor';

const sentences: TimelineSentence[] = [
  {
    key: 's0',
    sentence: 'Lock the guard',
    startTime: 1,
    endTime: 4,
    words: [
      { word: 'Lock', startTime: 1, endTime: 2 },
      { word: 'the', startTime: 2, endTime: 3 },
      { word: 'guard', startTime: 3, endTime: 4 },
    ],
  },
  { key: 's1', sentence: 'Check the oil level', startTime: 5, endTime: 8 },
  { key: 's2', sentence: 'Open the valve', startTime: 11, endTime: 14 },
];

function setup(languageCode = 'en') {
  const props = {
    onApply: vi.fn(),
    onTerms: vi.fn(),
    onSeek: vi.fn(),
    onBlocked: vi.fn(),
  };
  render(
    <TranscriptEditor
      sentences={sentences}
      terms={['torque']}
      languageCode={languageCode}
      readOnly={false}
      {...props}
    />,
  );
  return props;
}

const rows = () => screen.getAllByTestId('transcript-row');

afterEach(cleanup);

describe('TranscriptEditor', () => {
  it('lists the sentences with their mm:ss.cc times; a time seeks the preview', () => {
    const { onSeek } = setup();
    expect(rows()).toHaveLength(3);
    expect(within(rows()[1]!).getByTestId('transcript-time').textContent).toBe('00:05.00–00:08.00');
    fireEvent.click(within(rows()[2]!).getByTestId('transcript-time'));
    expect(onSeek).toHaveBeenCalledWith(11);
  });

  it('an emptied sentence shows its error, stays a draft and blocks Save', () => {
    const { onApply, onBlocked } = setup();
    const box = within(rows()[1]!).getByTestId('transcript-text');
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.blur(box);
    expect(within(rows()[1]!).getByTestId('transcript-row-error').textContent).toBe(
      EditRefusal.emptySentence,
    );
    expect(onApply).not.toHaveBeenCalled();
    expect(onBlocked).toHaveBeenLastCalledWith(EditRefusal.emptySentence);
    fireEvent.change(box, { target: { value: 'Check the oil' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onApply).toHaveBeenCalledWith({ type: 'correct', target: 's1', text: 'Check the oil' });
    expect(onBlocked).toHaveBeenLastCalledWith(null);
  });

  it('ticks two sentences (shift-click extends) and cuts them from the video, latest first', () => {
    const { onApply } = setup();
    fireEvent.click(within(rows()[0]!).getByTestId('transcript-select'));
    fireEvent.click(within(rows()[2]!).getByTestId('transcript-select'), { shiftKey: true });
    const cut = screen.getByTestId('transcript-cut');
    expect(cut.textContent).toBe('Cut 9.0 s from video');
    fireEvent.click(cut);
    expect(onApply.mock.calls.map((c) => c[0])).toEqual([
      { type: 'delete', start: 11, end: 14, target: 'text' },
      { type: 'delete', start: 5, end: 8, target: 'text' },
      { type: 'delete', start: 1, end: 4, target: 'text' },
    ]);
  });

  it('ticks single words in the word view and cuts those', () => {
    const { onApply } = setup();
    fireEvent.click(within(rows()[0]!).getByTestId('transcript-words-toggle'));
    const words = within(rows()[0]!).getAllByTestId('transcript-word');
    expect(words.map((w) => w.textContent)).toEqual(['Lock', 'the', 'guard']);
    fireEvent.click(words[2]!);
    expect(words[2]!.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('transcript-cut'));
    expect(onApply).toHaveBeenCalledWith({ type: 'delete', start: 3, end: 4, target: 'text' });
  });

  it('merge, break at the caret and delete subtitle make their segments', () => {
    const { onApply } = setup();
    const row = rows()[1]!;
    fireEvent.click(within(row).getByTestId('transcript-merge'));
    const box = within(row).getByTestId<HTMLTextAreaElement>('transcript-text');
    box.setSelectionRange(6, 6);
    fireEvent.click(within(row).getByTestId('transcript-break'));
    fireEvent.click(within(row).getByTestId('transcript-delete-subtitle'));
    expect(onApply.mock.calls.map((c) => c[0])).toEqual([
      { type: 'merge', target: 's1' },
      { type: 'break-line', target: 's1', at: 6 },
      { type: 'delete-subtitle', target: 's1' },
    ]);
    expect(within(rows()[2]!).getByTestId<HTMLButtonElement>('transcript-merge').disabled).toBe(
      true,
    );
  });

  it('adds a key term from a whole-word selection and refuses part of a word', () => {
    const { onTerms } = setup();
    const row = rows()[1]!;
    const box = within(row).getByTestId<HTMLTextAreaElement>('transcript-text');
    box.setSelectionRange(10, 19);
    fireEvent.click(within(row).getByTestId('transcript-add-term'));
    expect(onTerms).toHaveBeenCalledWith(['torque', 'oil level']);
    box.setSelectionRange(11, 19);
    fireEvent.click(within(row).getByTestId('transcript-add-term'));
    expect(within(row).getByTestId('transcript-term-problem').textContent).toBe(
      KeyTermProblem.wordBoundary,
    );
  });

  it('lists and removes key terms; a language without key terms has no Add key term', () => {
    const { onTerms } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Remove key term torque' }));
    expect(onTerms).toHaveBeenCalledWith([]);
    cleanup();
    setup('xx');
    expect(screen.queryByTestId('transcript-add-term')).toBeNull();
    expect(screen.getByTestId('key-terms').textContent).toContain(KeyTermProblem.language);
  });
});
