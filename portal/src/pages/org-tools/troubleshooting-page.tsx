/**
 * /troubleshooting (issue 25; any signed-in user): TroubleshootingView with its state — runs the
 * checks (troubleshooting-checks.ts) one after another, sends the results with a note to the
 * admins; organisation admins also see the reports people sent.
 */
import { listTroubleshootingReports, sendTroubleshootingReport } from '@stepwise/api';
import {
  TROUBLESHOOTING_CHECKS,
  isAdminRole,
  type TroubleshootingCheck,
  type TroubleshootingResult,
} from '@stepwise/core';
import { useEffect, useState } from 'react';
import { api } from '../../api';
import { messageOf } from '../../i18n/t';
import { useSignedInSession } from '../../session/use-session';
import { runAllChecks } from './troubleshooting-checks';
import { TroubleshootingView, type ReportsLoad, type SendState } from './troubleshooting-view';

export function TroubleshootingPage() {
  const { role } = useSignedInSession();
  const isAdmin = isAdminRole(role);
  const [running, setRunning] = useState(false);
  const [results, setResults] = useState<
    Partial<Record<TroubleshootingCheck, TroubleshootingResult>>
  >({});
  const [note, setNote] = useState('');
  const [send, setSend] = useState<SendState>({ status: 'idle' });
  const [reports, setReports] = useState<ReportsLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!isAdmin) return;
    let on = true;
    listTroubleshootingReports(api).then(
      (list) => on && setReports({ status: 'ready', reports: list }),
      (err: unknown) => on && setReports({ status: 'failed', message: messageOf(err) }),
    );
    return () => {
      on = false;
    };
  }, [isAdmin, attempt]);

  const onRun = () => {
    if (running) return;
    setRunning(true);
    setResults({});
    setSend({ status: 'idle' });
    void runAllChecks(api, (r) => setResults((all) => ({ ...all, [r.check]: r }))).finally(() =>
      setRunning(false),
    );
  };

  const onSend = () => {
    const list = TROUBLESHOOTING_CHECKS.flatMap((c) => (results[c] ? [results[c]] : []));
    setSend({ status: 'sending' });
    sendTroubleshootingReport(api, { results: list, ...(note.trim() ? { note } : {}) }).then(
      () => {
        setSend({ status: 'sent' });
        if (isAdmin) setAttempt((n) => n + 1);
      },
      (err: unknown) => setSend({ status: 'failed', message: messageOf(err) }),
    );
  };

  return (
    <TroubleshootingView
      running={running}
      results={results}
      note={note}
      send={send}
      onRun={onRun}
      onNote={setNote}
      onSend={onSend}
      reports={isAdmin ? reports : null}
      onRetryReports={() => {
        setReports({ status: 'loading' });
        setAttempt((n) => n + 1);
      }}
    />
  );
}
