// The data hub (issue 25) in its states: datasets idle, an export running, done and failed; the
// API keys loading, failed, empty, listed and a key just made; a publisher's view without keys.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DataHubView } from './data-hub-view';
import '../../styles.css';

const choice = { format: 'csv' as const, from: '2026-08-26', to: '2026-11-26' };
const idle = { status: 'idle' as const };
const job = {
  id: 'e1',
  report: 'data-hub/users',
  format: 'csv' as const,
  status: 'running' as const,
  progress: 0.45,
  rowCount: null,
  fileName: null,
  downloadUrl: null,
  error: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  finishedAt: null,
};
const KEYS = [
  {
    id: 'k1',
    name: 'Power BI',
    prefix: 'swk_Q2xpZW50',
    scope: 'read' as const,
    createdBy: 'u1',
    createdAt: '2026-11-20T10:00:00.000Z',
    lastUsedAt: '2026-11-26T07:30:00.000Z',
  },
  {
    id: 'k2',
    name: 'Tableau',
    prefix: 'swk_VGFibGVh',
    scope: 'read' as const,
    createdBy: 'u1',
    createdAt: '2026-11-24T10:00:00.000Z',
    lastUsedAt: null,
  },
];

const meta = {
  title: 'Portal/OrgTools/DataHub',
  component: DataHubView,
  args: {
    choices: { users: choice, content: choice, tracking: choice, 'quiz-results': choice },
    exports: { users: idle, content: idle, tracking: idle, 'quiz-results': idle },
    onChoice: fn(),
    onExport: fn(),
    onDownload: fn(),
    isAdmin: true,
    keys: { status: 'ready', keys: KEYS },
    createdKey: null,
    keyProblem: null,
    onCreateKey: fn(),
    onRevokeKey: fn(),
    onRetryKeys: fn(),
    apiBase: 'https://stepwise.example',
  },
} satisfies Meta<typeof DataHubView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};
export const Exporting: Story = {
  args: {
    exports: {
      users: { status: 'running', job },
      content: { status: 'done', job: { ...job, status: 'succeeded', progress: 1, rowCount: 42 } },
      tracking: { status: 'failed', message: 'Invalid date range' },
      'quiz-results': { status: 'starting' },
    },
  },
};
export const KeyJustMade: Story = {
  args: { createdKey: 'swk_3q2-7wEXAMPLEonlyNOTaREALkey_abcdefghijklmnop' },
};
export const KeysLoading: Story = { args: { keys: { status: 'loading' } } };
export const KeysFailed: Story = {
  args: { keys: { status: 'failed', message: 'Network error: Failed to fetch' } },
};
export const NoKeys: Story = { args: { keys: { status: 'ready', keys: [] } } };
export const Publisher: Story = { args: { isAdmin: false } };
