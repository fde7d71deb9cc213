// The configurable report's toolbar and its parts (issue 25), without the server: the toolbar
// plain and with filters on, the columns menu, the saved states menu (loading, failed, none,
// several with one picked), the export (idle, running, ready, failed) and the group totals.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ColumnsMenu } from './columns-menu';
import { ExportProgress } from './export-progress';
import { GridToolbar } from './grid-toolbar';
import { GroupTotals } from './group-totals';
import { SavedStatesMenu } from './saved-states-menu';
import {
  testColumnEntries,
  testColumns,
  testExport,
  testGroups,
  testSavedStates,
} from './test-report';
import '../../../styles.css';
import './advanced.css';

const meta = {
  title: 'Portal/Analytics/Configurable report',
  component: GridToolbar,
  args: {
    keyword: '',
    onKeyword: fn(),
    groupBy: null,
    groupOptions: testColumns.filter((c) => c.type === 'text'),
    onGroupBy: fn(),
    pageSize: 20,
    onPageSize: fn(),
    filterCount: 0,
    onClearFilters: fn(),
  },
} satisfies Meta<typeof GridToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

const saved = {
  onRetry: fn(),
  currentId: null,
  onPick: fn(),
  onSaveAs: fn(async () => undefined),
  onUpdate: fn(async () => undefined),
  onDelete: fn(async () => undefined),
};

export const Toolbar: Story = {};

export const FiltersAndGrouping: Story = {
  args: { keyword: 'lathe', groupBy: 'workspaceName', pageSize: 50, filterCount: 2 },
};

export const WithEveryControl: Story = {
  args: {
    children: (
      <>
        <ColumnsMenu columns={testColumnEntries} onToggle={fn()} onMove={fn()} />
        <SavedStatesMenu {...saved} list={{ state: 'ready', value: testSavedStates }} />
        <ExportProgress status={{ state: 'idle' }} onExport={fn()} onDismiss={fn()} />
      </>
    ),
  },
};

export const SavedStatesLoading: Story = {
  args: { children: <SavedStatesMenu {...saved} list={{ state: 'loading' }} /> },
};

export const SavedStatesFailed: Story = {
  args: {
    children: (
      <SavedStatesMenu
        {...saved}
        list={{ state: 'error', message: 'The server is not reachable' }}
      />
    ),
  },
};

export const SavedStatesNone: Story = {
  args: { children: <SavedStatesMenu {...saved} list={{ state: 'ready', value: [] }} /> },
};

export const SavedStatePicked: Story = {
  args: {
    children: (
      <SavedStatesMenu
        {...saved}
        currentId="gs1"
        list={{ state: 'ready', value: testSavedStates }}
      />
    ),
  },
};

export const ExportRunning: Story = {
  args: {
    children: (
      <ExportProgress
        status={{ state: 'running', format: 'xlsx', progress: 0.4 }}
        onExport={fn()}
        onDismiss={fn()}
      />
    ),
  },
};

export const ExportReady: Story = {
  args: {
    children: (
      <ExportProgress
        status={{ state: 'done', job: testExport }}
        onExport={fn()}
        onDismiss={fn()}
      />
    ),
  },
};

export const ExportFailed: Story = {
  args: {
    children: (
      <ExportProgress
        status={{ state: 'error', message: 'Export operation failed' }}
        onExport={fn()}
        onDismiss={fn()}
      />
    ),
  },
};

export const GroupTotalsByWorkspace: Story = {
  args: {
    groupBy: 'workspaceName',
    children: (
      <GroupTotals
        column={testColumns[1]!}
        numberColumns={testColumns.filter((c) => c.type === 'number')}
        groups={testGroups}
        onShowGroup={fn()}
      />
    ),
  },
};
