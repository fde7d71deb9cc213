// Every story renders (stories are contracts, STYLE §15), each state reached with its own script.
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './assistant.stories.js';

const composed = composeStories(stories);

describe('assistant stories', () => {
  it.each(Object.entries(composed))('%s renders', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(container.querySelector('.sw-assistant')).toBeTruthy();
    expect(await screen.findByRole('textbox')).toBeTruthy();
  });

  it('reach their states', async () => {
    const { AnswerWithReferences, Failed, NothingFound, StreamDropped } = composed;
    const one = render(<AnswerWithReferences />);
    expect(
      await one.findAllByRole('button', { name: /^Open Replace the air filter/ }),
    ).toHaveLength(2);
    one.unmount();
    const two = render(<Failed />);
    expect((await two.findByRole('alert')).textContent).toContain('Server error occurred');
    two.unmount();
    const three = render(<StreamDropped />);
    expect((await three.findByRole('alert')).textContent).toContain('Connection interrupted');
    three.unmount();
    const four = render(<NothingFound />);
    expect(await four.findByText('Nothing in your workflows answers this question.')).toBeTruthy();
  });
});
