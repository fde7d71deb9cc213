/**
 * Show, hide and reorder the grid's columns from the keyboard (ag-grid community has no columns
 * tool panel; dragging a header also reorders). A disclosure with one checkbox and two move
 * buttons per column, in the grid's current order.
 */
import { Button } from '@stepwise/ui';
import { t } from '../../../i18n/t';

export interface ColumnEntry {
  field: string;
  headerName: string;
  visible: boolean;
}

export interface ColumnsMenuProps {
  columns: readonly ColumnEntry[];
  onToggle: (field: string, visible: boolean) => void;
  /** Moves a column one place towards the start (-1) or the end (+1). */
  onMove: (field: string, delta: -1 | 1) => void;
}

export function ColumnsMenu({ columns, onToggle, onMove }: ColumnsMenuProps) {
  const shown = columns.filter((c) => c.visible).length;
  return (
    <details className="advanced-menu" data-testid="advanced-columns">
      <summary>{t('analytics.grid.columns', { shown, total: columns.length })}</summary>
      <ul className="advanced-columns-list">
        {columns.map((column, index) => (
          <li key={column.field}>
            <label>
              <input
                type="checkbox"
                checked={column.visible}
                // The last visible column stays: a grid without columns shows nothing to get back.
                disabled={column.visible && shown === 1}
                onChange={(e) => onToggle(column.field, e.target.checked)}
              />
              {column.headerName}
            </label>
            <span className="advanced-columns-move">
              <Button
                size="sm"
                variant="ghost"
                disabled={index === 0}
                aria-label={t('analytics.grid.moveUp', { name: column.headerName })}
                onClick={() => onMove(column.field, -1)}
              >
                ↑
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={index === columns.length - 1}
                aria-label={t('analytics.grid.moveDown', { name: column.headerName })}
                onClick={() => onMove(column.field, 1)}
              >
                ↓
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
