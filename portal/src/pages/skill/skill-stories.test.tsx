// @vitest-environment jsdom
// Every skills story renders and reaches its state (stories are contracts, STYLE §15).
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as builder from './skill-builder.stories';
import * as matrix from './skill-matrix.stories';
import * as player from './skill-player.stories';

// The in-progress player asks the server for progress on open: here that call fails quietly.
vi.mock('@stepwise/api', () => ({
  calculateSkillProgress: () => Promise.reject(new Error('offline')),
}));
vi.mock('../../api', () => ({ api: {} }));
afterEach(cleanup);

const m = composeStories(matrix);
const p = composeStories(player);
const b = composeStories(builder);

async function reach(Story: () => React.JSX.Element, find: () => Promise<unknown>) {
  const view = render(<Story />);
  await find();
  view.unmount();
}

describe('skills stories', () => {
  it('matrix: grid, large, empty', async () => {
    await reach(m.Grid, () => screen.findAllByTestId('skill-matrix-row'));
    await reach(m.Large, async () =>
      expect(await screen.findAllByTestId('skill-matrix-row')).toHaveLength(40),
    );
    await reach(m.Empty, () => screen.findByTestId('skill-matrix-empty'));
  });

  it('player: passed, failed, awaiting certification, in progress, not assigned, unpublished', async () => {
    await reach(p.PassedWithCertificate, () => screen.findByTestId('skill-certificate'));
    await reach(p.Failed, () => screen.findByText('Did not pass'));
    await reach(p.AwaitingCertification, () => screen.findByTestId('skill-awaiting-certification'));
    await reach(p.InProgress, () => screen.findByTestId('skill-assessment-locked'));
    await reach(p.NotAssigned, () => screen.findByText('This skill is not assigned to you'));
    await reach(p.Unpublished, () => screen.findByText('This skill is not published'));
  });

  it('builder certification: off, automatic one year, manual', async () => {
    await reach(b.Off, async () =>
      expect(
        (await screen.findByTestId('certification-enabled')) as HTMLInputElement,
      ).toHaveProperty('checked', false),
    );
    await reach(b.AutomaticOneYear, async () =>
      expect(((await screen.findByTestId('certification-months')) as HTMLInputElement).value).toBe(
        '12',
      ),
    );
    await reach(b.Manual, async () =>
      expect(
        ((await screen.findByTestId('certification-manual')) as HTMLInputElement).checked,
      ).toBe(true),
    );
  });
});
