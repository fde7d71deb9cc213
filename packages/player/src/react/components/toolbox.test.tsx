import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toolbox } from './toolbox.js';

const content = {
  summary: <p>Summary text</p>,
  steps: <p>Step list</p>,
  comments: <p>Comment list</p>,
};

describe('Toolbox', () => {
  it('shows only the given tabs and opens the given default', () => {
    render(
      <Toolbox tabs={['summary', 'steps', 'comments']} defaultValue="steps" content={content} />,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Summary',
      'Steps',
      'Comments',
    ]);
    expect(screen.getByRole('tab', { name: 'Steps' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Step list');
    expect(screen.getByRole('region', { name: 'Toolbox' }).getAttribute('part')).toBe('toolbox');
  });

  it('opens the first tab without a default', () => {
    render(<Toolbox tabs={['steps', 'qna']} content={{ steps: 'S', qna: 'Q' }} />);
    expect(screen.getByRole('tabpanel').textContent).toBe('S');
  });

  it('switches with the arrow keys and reports the tab', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Toolbox
        tabs={['summary', 'steps', 'comments']}
        content={content}
        onValueChange={onValueChange}
      />,
    );
    screen.getByRole('tab', { name: 'Summary' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(onValueChange).toHaveBeenCalledWith('steps');
    expect(screen.getByRole('tabpanel').textContent).toBe('Step list');
  });

  it('has a divide-mode header with the title and a close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Toolbox tabs={['steps']} content={content} title="Pump service" onClose={onClose} />);
    expect(screen.getByRole('heading', { name: 'Pump service' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Exit divide mode' }));
    expect(onClose).toHaveBeenCalled();
  });
});
