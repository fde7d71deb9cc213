/**
 * A bulk import's answer as shown (issue 25): how many accounts were (or, in a dry run, would
 * be) made, and each refused row with its spreadsheet row number, column and reason.
 */
import type { BulkImportAnswer } from '@stepwise/core';
import { useT, type MessageKey } from '../../shell/i18n';

const FIELD_LABEL: Record<BulkImportAnswer['failed'][number]['field'], MessageKey> = {
  kind: 'admin.users.import.field.kind',
  email: 'admin.users.import.field.email',
  employeeId: 'admin.users.import.field.employeeId',
  firstName: 'admin.users.import.field.firstName',
  lastName: 'admin.users.import.field.lastName',
  role: 'admin.users.import.field.role',
  workspaces: 'admin.users.import.field.workspaces',
  row: 'admin.users.import.field.row',
};

export function ImportReport({ answer }: { answer: BulkImportAnswer }) {
  const t = useT();
  const n = { created: answer.created, failed: answer.failed.length, rows: answer.rows };
  return (
    <div data-testid="import-report">
      <p role="status" data-testid="import-summary">
        {answer.dryRun
          ? t('admin.users.import.previewSummary', n)
          : t('admin.users.import.doneSummary', n)}
      </p>
      {answer.failed.length > 0 && (
        <div className="import-report">
          <table className="admin-table" data-testid="import-failures">
            <caption>{t('admin.users.import.failures', { count: answer.failed.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.users.import.row')}</th>
                <th scope="col">{t('admin.users.import.column')}</th>
                <th scope="col">{t('admin.users.import.problem')}</th>
              </tr>
            </thead>
            <tbody>
              {answer.failed.map((f) => (
                <tr key={`${f.row}-${f.field}`} data-testid="import-failure" data-row={f.row}>
                  <th scope="row">{f.row}</th>
                  <td>{t(FIELD_LABEL[f.field])}</td>
                  <td>{f.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
