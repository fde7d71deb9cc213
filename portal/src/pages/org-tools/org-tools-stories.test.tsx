// @vitest-environment jsdom
// Every organisation-tools story renders and reaches its state (stories are contracts, STYLE §15).
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as dataHub from './data-hub-view.stories';
import * as governance from './governance-view.stories';
import * as troubleshooting from './troubleshooting-view.stories';
import * as zoom from './zoom-landing-page.stories';

afterEach(cleanup);

describe('organisation tools stories', () => {
  it('data hub: every state', () => {
    const s = composeStories(dataHub);
    render(<s.Admin />);
    expect(screen.getAllByTestId('api-key-row')).toHaveLength(2);
    cleanup();
    render(<s.Exporting />);
    expect(screen.getByTestId('dataset-users-progress')).toBeTruthy();
    expect(screen.getByTestId('dataset-content-download')).toBeTruthy();
    expect(screen.getByTestId('dataset-tracking-failed')).toBeTruthy();
    cleanup();
    render(<s.KeyJustMade />);
    expect(screen.getByTestId('api-key-value')).toBeTruthy();
    cleanup();
    render(<s.KeysFailed />);
    expect(screen.getByTestId('api-keys-failed')).toBeTruthy();
    cleanup();
    render(<s.NoKeys />);
    expect(screen.getByTestId('api-keys-empty')).toBeTruthy();
    cleanup();
    render(<s.Publisher />);
    expect(screen.queryByTestId('api-keys')).toBeNull();
    cleanup();
    render(<s.KeysLoading />);
    expect(screen.getByText('Loading API keys…', { selector: 'p' })).toBeTruthy();
  });

  it('governance: every state', () => {
    const s = composeStories(governance);
    render(<s.AllContent />);
    expect(screen.getAllByTestId('governance-row')).toHaveLength(2);
    for (const Story of [s.ReviewDueEmpty, s.StaleEmpty, s.NeverViewedEmpty]) {
      cleanup();
      render(<Story />);
      expect(screen.getByTestId('governance-empty')).toBeTruthy();
    }
    cleanup();
    render(<s.Loading />);
    expect(screen.getByTestId('governance-loading')).toBeTruthy();
    cleanup();
    render(<s.Failed />);
    expect(screen.getByTestId('governance-failed')).toBeTruthy();
    cleanup();
    render(<s.SaveRefused />);
    expect(screen.getByTestId('governance-problem')).toBeTruthy();
  });

  it('troubleshooting: every state', () => {
    const s = composeStories(troubleshooting);
    render(<s.NotRun />);
    expect(screen.getByTestId('check-media').dataset.status).toBe('pending');
    cleanup();
    render(<s.Running />);
    expect(screen.getByTestId('check-connectivity').dataset.status).toBe('pass');
    cleanup();
    render(<s.Results />);
    expect(screen.getByTestId('troubleshooting-send')).toBeTruthy();
    cleanup();
    render(<s.Sent />);
    expect(screen.getByTestId('troubleshooting-sent')).toBeTruthy();
    cleanup();
    render(<s.SendFailed />);
    expect(screen.getByTestId('troubleshooting-send-failed')).toBeTruthy();
    cleanup();
    render(<s.AdminReports />);
    expect(screen.getAllByTestId('troubleshooting-report-row')).toHaveLength(1);
    cleanup();
    render(<s.AdminNoReports />);
    expect(screen.getByTestId('troubleshooting-reports-empty')).toBeTruthy();
    cleanup();
    render(<s.AdminReportsLoading />);
    expect(screen.getByTestId('troubleshooting-reports')).toBeTruthy();
  });

  it('zoom landing: every status', async () => {
    const s = composeStories(zoom);
    const cases = [
      [s.Success, 'success'],
      [s.Failed, 'error'],
      [s.Uninstalled, 'uninstalled'],
      [s.Cancelled, 'cancelled'],
      [s.Unknown, 'unknown'],
    ] as const;
    for (const [Story, status] of cases) {
      render(<Story />);
      expect((await screen.findByTestId('zoom-landing')).dataset.status).toBe(status);
      cleanup();
    }
  });
});
