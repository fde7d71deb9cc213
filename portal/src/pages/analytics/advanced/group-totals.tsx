/**
 * "Group by" (ours, see grouping.ts): one line per value of the chosen column over the rows the
 * grid's filters let through, with the row count and the totals of the number columns; a group's
 * button narrows the grid to its rows.
 */
import { Button } from '@stepwise/ui';
import { t } from '../../../i18n/t';
import { formatCell, type ReportColumn } from './grid-columns';
import { grandTotal, type RowGroup } from './grouping';

export interface GroupTotalsProps {
  column: ReportColumn;
  numberColumns: readonly ReportColumn[];
  groups: readonly RowGroup[];
  onShowGroup: (key: string) => void;
}

export function GroupTotals({ column, numberColumns, groups, onShowGroup }: GroupTotalsProps) {
  const fields = numberColumns.map((c) => c.field);
  const total = grandTotal(groups, fields);
  return (
    <div className="advanced-groups" data-testid="advanced-groups">
      <table>
        <caption>{t('analytics.grid.groupsCaption', { column: column.headerName })}</caption>
        <thead>
          <tr>
            <th scope="col">{column.headerName}</th>
            <th scope="col">{t('analytics.grid.groupRows')}</th>
            {numberColumns.map((c) => (
              <th scope="col" key={c.field}>
                {c.headerName}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">{t('analytics.grid.groupActions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => {
            const label = group.key || t('analytics.grid.groupBlank');
            return (
              <tr key={group.key} data-testid="advanced-group-row">
                <th scope="row">{label}</th>
                <td>{group.count}</td>
                {numberColumns.map((c) => (
                  <td key={c.field}>{formatCell('number', group.totals[c.field])}</td>
                ))}
                <td>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('analytics.grid.showGroup', { group: label })}
                    onClick={() => onShowGroup(group.key)}
                  >
                    {t('analytics.grid.showRows')}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('analytics.grid.groupTotal')}</th>
            <td>{total.count}</td>
            {numberColumns.map((c) => (
              <td key={c.field}>{formatCell('number', total.totals[c.field])}</td>
            ))}
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
