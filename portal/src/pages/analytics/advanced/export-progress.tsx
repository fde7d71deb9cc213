/**
 * Export of the configurable report (XLSX or CSV): two buttons, then the job's progress while the
 * server writes the file, then its download (again on request), or the spec's failure message.
 */
import { ANALYTICS_ERRORS, type ExportFormat } from '@stepwise/core';
import { Button } from '@stepwise/ui';
import { t } from '../../../i18n/t';
import { downloadExport, type GridExport } from './use-grid-export';

export interface ExportProgressProps {
  status: GridExport;
  onExport: (format: ExportFormat) => void;
  onDismiss: () => void;
}

export function ExportProgress({ status, onExport, onDismiss }: ExportProgressProps) {
  const running = status.state === 'running';
  return (
    <div className="advanced-export" data-testid="advanced-export">
      <Button
        size="sm"
        busy={running}
        onClick={() => onExport('xlsx')}
        data-testid="advanced-export-xlsx"
      >
        {t('analytics.grid.exportXlsx')}
      </Button>
      <Button
        size="sm"
        busy={running}
        onClick={() => onExport('csv')}
        data-testid="advanced-export-csv"
      >
        {t('analytics.grid.exportCsv')}
      </Button>
      <div className="advanced-export-status" role="status" data-testid="advanced-export-status">
        {running && (
          <>
            <progress max={1} value={status.progress} aria-label={t('analytics.grid.exporting')} />{' '}
            {t('analytics.grid.exportingPercent', { percent: Math.round(status.progress * 100) })}
          </>
        )}
        {status.state === 'done' && (
          <>
            {t('analytics.grid.exportReady', {
              file: status.job.fileName ?? '',
              count: status.job.rowCount ?? 0,
            })}{' '}
            <Button size="sm" variant="ghost" onClick={() => void downloadExport(status.job)}>
              {t('analytics.grid.downloadAgain')}
            </Button>
          </>
        )}
      </div>
      {status.state === 'error' && (
        <div className="form-error" role="alert" data-testid="advanced-export-error">
          <strong>{t('analytics.grid.exportFailed')}</strong>
          {status.message !== ANALYTICS_ERRORS.export && <span> — {status.message}</span>}{' '}
          <Button size="sm" variant="ghost" onClick={onDismiss}>
            {t('common.close')}
          </Button>
        </div>
      )}
    </div>
  );
}
