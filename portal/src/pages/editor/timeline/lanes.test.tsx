// @vitest-environment jsdom
import { initialZoom, type TimelineSentence, type TimelineStep } from '@stepwise/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cutSentence, SentenceEditor } from '../sentence-editor';
import { StepsLane } from './steps-lane';
import { SubtitleLane } from './subtitle-lane';

const steps: TimelineStep[] = [
  { id: 'a', title: 'Pick', type: 'original', startTime: 0, endTime: 12 },
  { id: 'b', title: 'Hold', type: 'original', startTime: 12, endTime: 27 },
  { id: 'c', title: 'Bolt', type: 'original', startTime: 27, endTime: 41 },
];
const sentences: TimelineSentence[] = [
  { key: 's0', sentence: 'Take a bracket.', startTime: 2, endTime: 4 },
  { key: 's1', sentence: 'Hold it.', startTime: 14, endTime: 16 },
];
const view = { duration: 41, zoom: initialZoom(41), scrollLeft: 0, viewportWidth: 1200 };

afterEach(cleanup);

function lane(readOnly = false) {
  const onEdit = vi.fn();
  const onSelect = vi.fn();
  render(
    <StepsLane
      view={view}
      steps={steps}
      selectedStepId="b"
      readOnly={readOnly}
      onSelect={onSelect}
      onEdit={onEdit}
    />,
  );
  const block = (name: RegExp) => screen.getByRole('button', { name });
  return { onEdit, onSelect, block };
}

describe('StepsLane', () => {
  it('renames in place with F2 and Enter, and drops the change with Escape', () => {
    const { onEdit, block } = lane();
    fireEvent.keyDown(block(/^Step 2: Hold/), { key: 'F2' });
    const input = screen.getByRole('textbox', { name: 'Step title' });
    fireEvent.change(input, { target: { value: '  Hold the frame ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onEdit).toHaveBeenCalledWith({
      type: 'adjust',
      target: 'title',
      stepId: 'b',
      title: 'Hold the frame',
    });
    fireEvent.keyDown(block(/^Step 3: Bolt/), { key: 'F2' });
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Escape' });
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('moves a step with Alt+arrows, not past the ends', () => {
    const { onEdit, block } = lane();
    fireEvent.keyDown(block(/^Step 2/), { key: 'ArrowRight', altKey: true });
    expect(onEdit).toHaveBeenLastCalledWith({
      type: 'adjust',
      target: 'order',
      stepId: 'b',
      insertIndex: 2,
    });
    fireEvent.keyDown(block(/^Step 1/), { key: 'ArrowLeft', altKey: true });
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('moves a boundary by a frame, or a second with Shift, from its handle', () => {
    const { onEdit } = lane();
    const handle = screen.getByRole('separator', { name: /Start of Bolt/ });
    fireEvent.keyDown(handle, { key: 'ArrowLeft', shiftKey: true });
    expect(onEdit).toHaveBeenLastCalledWith({
      type: 'adjust',
      target: 'boundary',
      stepId: 'c',
      start: 26,
    });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(onEdit).toHaveBeenLastCalledWith(expect.objectContaining({ start: 27.033 }));
  });

  it('changes nothing while read-only', () => {
    const { onEdit, block } = lane(true);
    fireEvent.keyDown(block(/^Step 2/), { key: 'F2' });
    fireEvent.keyDown(block(/^Step 2/), { key: 'ArrowRight', altKey: true });
    fireEvent.keyDown(screen.getAllByRole('separator')[0]!, { key: 'ArrowLeft' });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(onEdit).not.toHaveBeenCalled();
  });
});

describe('SubtitleLane and SentenceEditor', () => {
  it('selects a sentence by its block', () => {
    const onSelect = vi.fn();
    render(
      <SubtitleLane view={view} sentences={sentences} selectedKey={null} onSelect={onSelect} />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Hold it\./ }));
    expect(onSelect).toHaveBeenCalledWith('s1');
  });

  it('says when there are no subtitles', () => {
    render(<SubtitleLane view={view} sentences={[]} selectedKey={null} onSelect={vi.fn()} />);
    expect(screen.getByText('This video has no subtitles.')).toBeTruthy();
  });

  it('corrects, deletes, or cuts the sentence from the video', () => {
    const onEdit = vi.fn();
    const onClose = vi.fn();
    render(
      <SentenceEditor
        sentence={sentences[1]!}
        sentences={sentences}
        readOnly={false}
        onEdit={onEdit}
        onClose={onClose}
      />,
    );
    const correct = screen.getByRole('button', { name: 'Correct the text' }) as HTMLButtonElement;
    expect(correct.disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Hold it firmly.' } });
    fireEvent.click(correct);
    expect(onEdit).toHaveBeenLastCalledWith({
      type: 'correct',
      target: 's1',
      text: 'Hold it firmly.',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cut this sentence from the video' }));
    expect(onEdit).toHaveBeenLastCalledWith({ type: 'delete', start: 14, end: 16, target: 'text' });
    expect(onClose).toHaveBeenCalled();
  });

  it('cuts touching sentences latest first', () => {
    const touching: TimelineSentence[] = [
      { key: 'x', sentence: 'One.', startTime: 1, endTime: 2 },
      { key: 'y', sentence: 'Two.', startTime: 5, endTime: 6 },
    ];
    expect(cutSentence(touching, 'y')).toEqual([
      { type: 'delete', start: 5, end: 6, target: 'text' },
    ]);
    expect(cutSentence(touching, 'nope')).toEqual([]);
  });
});
