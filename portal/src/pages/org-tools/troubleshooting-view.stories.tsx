// Troubleshooting (issue 25) in its states: not run, running, results (pass / warn / fail),
// sent, send failed, and the admins' reports (listed, empty, loading).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TroubleshootingView } from './troubleshooting-view';
import '../../styles.css';

const results = {
  connectivity: {
    check: 'connectivity' as const,
    status: 'pass' as const,
    detail: 'median 42 ms over 5 of 5 round trips',
  },
  media: { check: 'media' as const, status: 'warn' as const, detail: 'no content to test' },
  'ip-access': {
    check: 'ip-access' as const,
    status: 'fail' as const,
    detail: 'refused from 10.0.0.8',
  },
  browser: {
    check: 'browser' as const,
    status: 'pass' as const,
    detail: 'en-US, 1920x1080, Europe/Berlin',
  },
};

const meta = {
  title: 'Portal/OrgTools/Troubleshooting',
  component: TroubleshootingView,
  args: {
    running: false,
    results: {},
    note: '',
    send: { status: 'idle' },
    onRun: fn(),
    onNote: fn(),
    onSend: fn(),
    reports: null,
    onRetryReports: fn(),
  },
} satisfies Meta<typeof TroubleshootingView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotRun: Story = {};
export const Running: Story = {
  args: { running: true, results: { connectivity: results.connectivity } },
};
export const Results: Story = { args: { results } };
export const Sent: Story = { args: { results, send: { status: 'sent' } } };
export const SendFailed: Story = {
  args: {
    results,
    send: { status: 'failed', message: 'Too many requests. Try again in 600 second(s).' },
  },
};
export const AdminReports: Story = {
  args: {
    reports: {
      status: 'ready',
      reports: [
        {
          id: 'r1',
          user: { id: 'u1', name: 'Victor Operator', email: 'viewer@demo.stepwise.test' },
          results: Object.values(results),
          note: 'Line 2 tablet cannot play videos',
          createdAt: '2026-11-26T10:00:00.000Z',
        },
      ],
    },
  },
};
export const AdminNoReports: Story = { args: { reports: { status: 'ready', reports: [] } } };
export const AdminReportsLoading: Story = { args: { reports: { status: 'loading' } } };
