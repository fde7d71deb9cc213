// @vitest-environment jsdom
// The configurable report's toolbar parts as a user drives them (every story renders; stories
// are contracts, STYLE §15): save as with a name, pick / update / delete, the columns menu, the
// export's progress, ready and failed states, the group totals.
import { composeStories } from '@storybook/react-vite';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './advanced-report.stories';
import { ColumnsMenu } from './columns-menu';
import { GroupTotals } from './group-totals';
import { SavedStatesMenu } from './saved-states-menu';
import { testColumnEntries, testColumns, testGroups, testSavedStates } from './test-report';

vi.mock('../../../api', () => ({ api: {} }));
afterEach(cleanup);

const s = composeStories(stories);

describe('configurable report stories', () => {
  it('every story renders its state', async () => {
    for (const [name, Story] of Object.entries(s)) {
      const view = render(<Story />);
      expect(screen.getByRole('group', { name: 'Report tools' }), name).toBeTruthy();
      view.unmount();
    }
    render(<s.ExportRunning />);
    expect(screen.getByText('Exporting… 40%')).toBeTruthy();
    cleanup();
    render(<s.ExportFailed />);
    expect(screen.getByRole('alert').textContent).toContain('Export operation failed');
    cleanup();
    render(<s.ExportReady />);
    expect(screen.getByText(/content-analysis-2026-11-26\.xlsx \(rows: 42\)/)).toBeTruthy();
    cleanup();
    render(<s.FiltersAndGrouping />);
    expect(screen.getByTestId('advanced-filter-count').textContent).toContain('2');
    expect((screen.getByLabelText('Rows per page') as HTMLSelectElement).value).toBe('50');
    cleanup();
    render(<s.SavedStatesFailed />);
    expect(screen.getByTestId('advanced-saved-error')).toBeTruthy();
  });
});

describe('SavedStatesMenu', () => {
  const props = () => ({
    list: { state: 'ready' as const, value: testSavedStates },
    onRetry: vi.fn(),
    currentId: null as string | null,
    onPick: vi.fn(),
    onSaveAs: vi.fn(async () => undefined),
    onUpdate: vi.fn(async () => undefined),
    onDelete: vi.fn(async () => undefined),
  });

  it('saves the current view under a name (blank names are not sent)', async () => {
    const p = props();
    render(<SavedStatesMenu {...p} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save as…' }));
    const name = screen.getByLabelText('Name of the view');
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.submit(name.closest('form')!);
    expect(p.onSaveAs).not.toHaveBeenCalled();
    fireEvent.change(name, { target: { value: ' Popular in Plant A ' } });
    fireEvent.submit(name.closest('form')!);
    expect(p.onSaveAs).toHaveBeenCalledWith('Popular in Plant A');
    expect(await screen.findByText('Saved as “Popular in Plant A”')).toBeTruthy();
  });

  it('shows the server refusal of a save', async () => {
    const p = props();
    p.onSaveAs.mockRejectedValueOnce(new Error('Unknown column: colour'));
    render(<SavedStatesMenu {...p} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save as…' }));
    fireEvent.change(screen.getByLabelText('Name of the view'), { target: { value: 'x' } });
    fireEvent.submit(screen.getByLabelText('Name of the view').closest('form')!);
    expect((await screen.findByRole('alert')).textContent).toBe('Unknown column: colour');
  });

  it('picks a saved view; update and delete act on the picked one', async () => {
    const p = props();
    const view = render(<SavedStatesMenu {...p} />);
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Saved views'), { target: { value: 'gs2' } });
    expect(p.onPick).toHaveBeenCalledWith(testSavedStates[1]);
    view.rerender(<SavedStatesMenu {...p} currentId="gs2" />);
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(p.onUpdate).toHaveBeenCalledWith('gs2');
    expect(await screen.findByText('Saved view updated')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(p.onDelete).toHaveBeenCalledWith('gs2');
    fireEvent.change(screen.getByLabelText('Saved views'), { target: { value: '' } });
    expect(p.onPick).toHaveBeenLastCalledWith(null);
  });
});

describe('ColumnsMenu', () => {
  it('shows, hides and moves columns; the last visible one cannot be hidden', () => {
    const onToggle = vi.fn();
    const onMove = vi.fn();
    render(<ColumnsMenu columns={testColumnEntries} onToggle={onToggle} onMove={onMove} />);
    expect(screen.getByText('Columns (3 of 4)')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'ID' }));
    expect(onToggle).toHaveBeenCalledWith('id', true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Views up' }));
    expect(onMove).toHaveBeenCalledWith('views', -1);
    expect(
      (screen.getByRole('button', { name: 'Move Title up' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    cleanup();
    render(
      <ColumnsMenu
        columns={[
          { field: 'title', headerName: 'Title', visible: true },
          { field: 'id', headerName: 'ID', visible: false },
        ]}
        onToggle={onToggle}
        onMove={onMove}
      />,
    );
    expect((screen.getByRole('checkbox', { name: 'Title' }) as HTMLInputElement).disabled).toBe(
      true,
    );
  });
});

describe('GroupTotals', () => {
  it('lists each group with its totals and a grand total; a group narrows the grid', () => {
    const onShowGroup = vi.fn();
    render(
      <GroupTotals
        column={testColumns[1]!}
        numberColumns={testColumns.filter((c) => c.type === 'number')}
        groups={testGroups}
        onShowGroup={onShowGroup}
      />,
    );
    const rows = screen.getAllByTestId('advanced-group-row');
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Plant A',
      'Plant B',
      '(no value)',
    ]);
    expect(rows[1]!.textContent).toContain('1,230.5');
    const foot = screen.getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect(foot.textContent).toContain('163');
    expect(foot.textContent).toContain('10');
    fireEvent.click(screen.getByRole('button', { name: 'Show the rows of (no value)' }));
    expect(onShowGroup).toHaveBeenCalledWith('');
  });
});
