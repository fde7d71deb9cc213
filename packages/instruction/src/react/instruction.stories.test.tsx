// Every story renders (stories are contracts, STYLE §15), each state reached with its own script.
import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './instruction.stories.js';

const composed = composeStories(stories);

describe('instruction stories', () => {
  it.each(Object.entries(composed))('%s renders', (_name, Story) => {
    const { container } = render(<Story />);
    expect(container.querySelector('.sw-si')).toBeTruthy();
  });

  it('reach their states', async () => {
    const reach = async (
      Story: (typeof composed)[keyof typeof composed],
      find: () => Promise<unknown>,
    ) => {
      const view = render(<Story />);
      await find();
      view.unmount();
    };
    const c = composed;
    await reach(c.Loading, () => screen.findByText('Loading the instruction…'));
    await reach(c.NotFound, () => screen.findByText('This instruction could not be found.'));
    await reach(c.NotPublished, () => screen.findByText('This instruction is not published yet.'));
    await reach(c.View, () => screen.findByRole('button', { name: 'Start' }));
    await reach(c.ViewDark, () => screen.findByRole('note'));
    await reach(c.RightToLeft, () => screen.findByRole('button', { name: 'ابدأ' }));
    await reach(c.RunStep, () => screen.findByText('Step 2 of 6'));
    await reach(c.ChecklistTicked, async () => {
      const boxes = await screen.findAllByRole('checkbox');
      expect(boxes.every((b) => (b as HTMLInputElement).checked)).toBe(true);
    });
    await reach(c.PhotoRequested, () => screen.findByLabelText('Take or choose a photo'));
    await reach(c.PhotoUploaded, () => screen.findByText('Sent'));
    await reach(c.QuizAnswered, () => screen.findByText('Passed · Score: 100%'));
    await reach(c.Offline, () => screen.findByText(/Offline: your progress is saved/));
    await reach(c.Summary, () => screen.findByRole('heading', { name: 'Instruction finished' }));
    await reach(c.LoadError, () => screen.findByText(/could not be loaded/));
  });

  it('says a photo over 5 MB is refused', async () => {
    render(<composed.PhotoTooLarge />);
    const input = await screen.findByLabelText('Take or choose a photo');
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The photo is larger than 5 MB.',
    );
  });
});
