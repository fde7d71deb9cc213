import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SopPanel, SummaryPanel } from './summary-panel.js';

describe('SummaryPanel (002 §3)', () => {
  it('lists highlights with their key, then contents with their step, each playable', () => {
    const onSeek = vi.fn();
    render(
      <SummaryPanel
        highlights={[{ key: 'seal', text: 'Pull the old seal.', stepId: 's2', time: 25 }]}
        contents={[
          { stepLabel: '01 Lock out', text: 'Hang your lock.', stepId: 's1', time: 5 },
          { text: 'Written by the author.' },
        ]}
        onSeek={onSeek}
      />,
    );
    const highlights = screen.getByRole('region', { name: 'Highlights' });
    expect(within(highlights).getByText('seal')).toBeTruthy();
    expect(within(highlights).getByText('Pull the old seal.')).toBeTruthy();
    const contents = screen.getByRole('region', { name: 'Step by step' });
    expect(within(contents).getAllByRole('listitem')).toHaveLength(2);
    expect(within(contents).getByText('01 Lock out')).toBeTruthy();
    // Only items that say where they come from can be played.
    expect(within(contents).getAllByRole('button')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Play from 00:25' }));
    expect(onSeek).toHaveBeenCalledWith(expect.objectContaining({ stepId: 's2', time: 25 }));
  });

  it('leaves out an empty section and the play buttons without onSeek', () => {
    render(<SummaryPanel highlights={[]} contents={[{ text: 'One.', time: 3 }]} />);
    expect(screen.queryByRole('region', { name: 'Highlights' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('SopPanel', () => {
  it('shows step, description, and the tool and warning when there are any', () => {
    render(
      <SopPanel
        items={[
          { step: '1', description: 'Lock out.', tool: 'Lock', safetyOrWarning: 'Live parts.' },
          { step: '', description: 'Clean up.', tool: '', safetyOrWarning: '' },
        ]}
      />,
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('Step 1')).toBeTruthy();
    expect(within(first!).getByText('Lock')).toBeTruthy();
    expect(within(first!).getByText('Live parts.')).toBeTruthy();
    expect(within(second!).getByText('Step 2')).toBeTruthy();
    expect(within(second!).queryByText('Tool')).toBeNull();
  });
});
