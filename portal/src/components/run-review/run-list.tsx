/** RunList: the runs of an instruction for one skill or task, loaded (GET /v1/sop-sessions). */
import { listRuns, type RunScope } from '@stepwise/api';
import { api } from '../../api';
import { useLoad } from '../../lib/use-load';
import { LoadState } from '../load-state';
import { RunListView } from './run-list-view';
import './run-review.css';

export function RunList({
  scope,
  onPick,
}: {
  scope: RunScope;
  onPick: (sessionId: string) => void;
}) {
  const [load, retry] = useLoad(`run-list:${JSON.stringify(scope)}`, () => listRuns(api, scope));
  if (load.state !== 'ready') return <LoadState load={load} onRetry={retry} testId="run-list" />;
  return <RunListView runs={load.value} onPick={onPick} />;
}
