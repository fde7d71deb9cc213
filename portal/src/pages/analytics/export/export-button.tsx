import { EXPORT_FORMATS, type ExportFormat } from '@stepwise/core';
import { useT } from '@stepwise/i18n/react';
import { Menu } from '../../../components/menu';
import { useNumberFormats } from '../../../components/charts';
import type { ReportExporter } from './use-report-export';

const FORMAT_LABEL = {
  xlsx: 'analytics.export.xlsx',
  csv: 'analytics.export.csv',
} as const satisfies Record<ExportFormat, string>;

/**
 * The export button of the analytics header (and of the configurable reports' toolbar): a menu
 * of the two formats; while the job runs, a progress line; then a download button, or 002 §8's
 * 'Export operation failed' with a way to try again.
 */
export function ExportButton({ exporter }: { exporter: ReportExporter }) {
  const t = useT();
  const formats = useNumberFormats();
  const { state, start, download, reset } = exporter;
  return (
    <div className="analytics-export" data-testid="analytics-export">
      <Menu
        label={t('analytics.export.label')}
        testId="analytics-export-menu"
        triggerClassName="secondary"
        trigger={t('analytics.export.label')}
        items={EXPORT_FORMATS.map((format) => ({
          key: format,
          label: t(FORMAT_LABEL[format]),
          onSelect: () => start(format),
          disabled: state.status === 'running',
          testId: `analytics-export-${format}`,
        }))}
      />
      <div aria-live="polite" className="analytics-export-status">
        {state.status === 'running' && (
          <span className="analytics-export-progress" data-testid="analytics-export-progress">
            <progress max={1} value={state.progress} aria-label={t('analytics.export.progress')} />
            {t('analytics.export.running', { share: formats.percent(state.progress) })}
          </span>
        )}
        {state.status === 'done' && (
          <span>
            <button
              type="button"
              className="link-button"
              onClick={download}
              data-testid="analytics-export-download"
            >
              {t('analytics.export.download', { fileName: state.fileName })}
            </button>{' '}
            <span className="muted">{t('analytics.export.rows', { count: state.rows })}</span>{' '}
            <button type="button" className="link-button" onClick={reset}>
              {t('analytics.export.dismiss')}
            </button>
          </span>
        )}
      </div>
      {state.status === 'failed' && (
        <p className="form-error" role="alert" data-testid="analytics-export-error">
          {t('analytics.errors.export')}{' '}
          <button type="button" className="link-button" onClick={reset}>
            {t('analytics.export.dismiss')}
          </button>
        </p>
      )}
    </div>
  );
}
