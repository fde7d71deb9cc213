import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StepMenu } from './step-menu.js';
import type { StepMenuItem } from './step-menu.js';

const steps: StepMenuItem[] = [
  {
    id: 'a',
    number: '01',
    title: 'Open the valve',
    durationLabel: '00:42',
    poster: '/a.jpg',
    hasAttachments: true,
  },
  {
    id: 'b',
    number: '02',
    title: 'Check the gauge',
    durationLabel: '01:05',
    hasAttachments: false,
  },
];

describe('StepMenu', () => {
  it('shows each step with its number, title, duration, lazy poster and paperclip', () => {
    const { container } = render(<StepMenu steps={steps} currentStepId="b" onSelect={vi.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Steps' });
    expect(nav.getAttribute('part')).toBe('step-menu');
    const first = screen.getByRole('button', { name: /Open the valve/ });
    expect(first.textContent).toContain('01');
    expect(first.textContent).toContain('00:42');
    expect(first.textContent).toContain('Has attachments');
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(screen.getByRole('button', { name: /Check the gauge/ }).textContent).not.toContain(
      'Has attachments',
    );
  });

  it('marks the current step', () => {
    render(<StepMenu steps={steps} currentStepId="b" onSelect={vi.fn()} />);
    expect(
      screen.getByRole('button', { name: /Check the gauge/ }).getAttribute('aria-current'),
    ).toBe('step');
    expect(
      screen.getByRole('button', { name: /Open the valve/ }).hasAttribute('aria-current'),
    ).toBe(false);
  });

  it('chooses a step by click and by Enter', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<StepMenu steps={steps} currentStepId="a" onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: /Check the gauge/ }));
    screen.getByRole('button', { name: /Open the valve/ }).focus();
    await user.keyboard('{Enter}');
    expect(onSelect.mock.calls).toEqual([['b'], ['a']]);
  });

  it('renders the quiz card slot after the steps', () => {
    render(
      <StepMenu steps={steps} currentStepId="a" onSelect={vi.fn()} quizCard={<p>Quiz card</p>} />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.at(-1)?.textContent).toBe('Quiz card');
  });
});
