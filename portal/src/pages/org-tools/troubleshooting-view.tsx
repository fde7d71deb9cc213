/**
 * /troubleshooting (issue 25) as the page shows it: the four checks with pass / warn / fail and
 * a plain-language hint, a note and "send to an admin", and for organisation admins the reports
 * people sent. State and the checks themselves are TroubleshootingPage's.
 */
import {
  TROUBLESHOOTING_CHECKS,
  TROUBLESHOOTING_NOTE_MAX,
  type TroubleshootingCheck,
  type TroubleshootingReport,
  type TroubleshootingResult,
  type TroubleshootingStatus,
} from '@stepwise/core';
import { Alert, Button, Spinner } from '@stepwise/ui';
import { t, type MessageKey } from '../../i18n/t';
import './org-tools.css';

export type SendState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent' }
  | { status: 'failed'; message: string };

export type ReportsLoad =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; reports: TroubleshootingReport[] };

export interface TroubleshootingViewProps {
  running: boolean;
  results: Partial<Record<TroubleshootingCheck, TroubleshootingResult>>;
  note: string;
  send: SendState;
  onRun(): void;
  onNote(note: string): void;
  onSend(): void;
  /** Organisation admins see the reports people sent; null for everyone else. */
  reports: ReportsLoad | null;
  onRetryReports(): void;
}

const CHECK_KEY: Record<TroubleshootingCheck, MessageKey> = {
  connectivity: 'troubleshooting.check.connectivity',
  media: 'troubleshooting.check.media',
  'ip-access': 'troubleshooting.check.ipAccess',
  browser: 'troubleshooting.check.browser',
};
const STATUS_KEY: Record<TroubleshootingStatus, MessageKey> = {
  pass: 'troubleshooting.status.pass',
  warn: 'troubleshooting.status.warn',
  fail: 'troubleshooting.status.fail',
};
const HINT_CHECK: Record<TroubleshootingCheck, string> = {
  connectivity: 'connectivity',
  media: 'media',
  'ip-access': 'ipAccess',
  browser: 'browser',
};

/** The plain-language hint of a check's status. */
export const hintKey = (check: TroubleshootingCheck, status: TroubleshootingStatus) =>
  `troubleshooting.hint.${HINT_CHECK[check]}.${status}` as MessageKey;

export function TroubleshootingView(props: TroubleshootingViewProps) {
  const { results, send, reports } = props;
  const done = TROUBLESHOOTING_CHECKS.every((c) => results[c]);
  return (
    <div className="org-page" data-testid="troubleshooting-page">
      <h1>{t('troubleshooting.title')}</h1>
      <p className="hint">{t('troubleshooting.intro')}</p>
      <Button
        variant="primary"
        onClick={props.onRun}
        busy={props.running}
        data-testid="troubleshooting-run"
      >
        {props.running ? t('troubleshooting.running') : t('troubleshooting.run')}
      </Button>
      <ul className="org-checks" aria-live="polite" data-testid="troubleshooting-results">
        {TROUBLESHOOTING_CHECKS.map((check) => {
          const r = results[check];
          return (
            <li
              key={check}
              className="org-card"
              data-testid={`check-${check}`}
              data-status={r?.status ?? 'pending'}
            >
              <h2>{t(CHECK_KEY[check])}</h2>
              {r ? (
                <>
                  <p>
                    <span className="org-badge" data-tone={r.status}>
                      {t(STATUS_KEY[r.status])}
                    </span>{' '}
                    {t(hintKey(check, r.status))}
                  </p>
                  <p className="hint">{r.detail}</p>
                </>
              ) : (
                <p className="hint">
                  {props.running ? (
                    <Spinner size="sm" label={t('troubleshooting.running')} />
                  ) : (
                    t('troubleshooting.status.pending')
                  )}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {done && (
        <section className="org-card" aria-labelledby="send-title">
          <h2 id="send-title">{t('troubleshooting.send')}</h2>
          <label className="org-field">
            {t('troubleshooting.note')}
            <textarea
              value={props.note}
              maxLength={TROUBLESHOOTING_NOTE_MAX}
              rows={3}
              data-testid="troubleshooting-note"
              onChange={(e) => props.onNote(e.currentTarget.value)}
            />
          </label>
          <Button
            variant="primary"
            onClick={props.onSend}
            busy={send.status === 'sending'}
            disabled={send.status === 'sent'}
            data-testid="troubleshooting-send"
          >
            {send.status === 'sending' ? t('troubleshooting.sending') : t('troubleshooting.send')}
          </Button>
          {send.status === 'sent' && (
            <p role="status" data-testid="troubleshooting-sent">
              {t('troubleshooting.sent')}
            </p>
          )}
          {send.status === 'failed' && (
            <Alert
              tone="danger"
              title={t('troubleshooting.sendFailed')}
              data-testid="troubleshooting-send-failed"
            >
              {send.message}
            </Alert>
          )}
        </section>
      )}
      {reports && (
        <section
          className="org-card"
          aria-labelledby="reports-title"
          data-testid="troubleshooting-reports"
        >
          <h2 id="reports-title">{t('troubleshooting.reports.title')}</h2>
          {reports.status === 'loading' && (
            <p role="status">
              <Spinner size="sm" label={t('troubleshooting.reports.loading')} />{' '}
              {t('troubleshooting.reports.loading')}
            </p>
          )}
          {reports.status === 'failed' && (
            <Alert tone="danger" title={t('troubleshooting.reports.loadFailed')}>
              <p>{reports.message}</p>
              <Button variant="secondary" onClick={props.onRetryReports}>
                {t('common.retry')}
              </Button>
            </Alert>
          )}
          {reports.status === 'ready' && reports.reports.length === 0 && (
            <p data-testid="troubleshooting-reports-empty">{t('troubleshooting.reports.empty')}</p>
          )}
          {reports.status === 'ready' && reports.reports.length > 0 && (
            <table className="org-table">
              <thead>
                <tr>
                  <th scope="col">{t('troubleshooting.reports.from')}</th>
                  <th scope="col">{t('troubleshooting.reports.sentAt')}</th>
                  {TROUBLESHOOTING_CHECKS.map((c) => (
                    <th scope="col" key={c}>
                      {t(CHECK_KEY[c])}
                    </th>
                  ))}
                  <th scope="col">{t('troubleshooting.reports.note')}</th>
                </tr>
              </thead>
              <tbody>
                {reports.reports.map((r) => (
                  <tr key={r.id} data-testid="troubleshooting-report-row">
                    <td>
                      {r.user.name}
                      <br />
                      <span className="hint">{r.user.email}</span>
                    </td>
                    <td>{new Date(r.createdAt).toLocaleString()}</td>
                    {TROUBLESHOOTING_CHECKS.map((c) => {
                      const res = r.results.find((x) => x.check === c);
                      return (
                        <td key={c} title={res?.detail}>
                          {res ? (
                            <span className="org-badge" data-tone={res.status}>
                              {t(STATUS_KEY[res.status])}
                            </span>
                          ) : (
                            '—'
                          )}
                        </td>
                      );
                    })}
                    <td>{r.note ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}
    </div>
  );
}
