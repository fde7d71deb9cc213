import type { PageInfo } from '@stepwise/api';
import type { SmartInstructionSummary } from '@stepwise/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { canEditIn } from '../lib/permissions';
import { useLoad } from '../lib/use-load';
import { paths } from '../paths';
import { useShellSession } from '../shell/use-shell-session';
import { LoadState } from './load-state';
import { Pager, pageOf } from './pager';
import { SmartInstructionCard } from './smart-instruction-card';

export interface SopPage {
  items: SmartInstructionSummary[];
  page: PageInfo;
}

/**
 * One page of smart-instruction cards (001 §7: pages from 0, size 10, newest update first) with
 * its loading, error and empty states and the pager; a card's change reads the page again.
 */
export function SmartInstructionList({
  listKey,
  read,
  empty,
  openTo = paths.smartInstruction,
  testId,
}: {
  /** Names what `read` lists (a workspace, a keyword): a new key reads again. */
  listKey: string;
  read: (page: number) => Promise<SopPage>;
  empty: ReactNode;
  openTo?: (id: string) => string;
  testId: string;
}) {
  const [params] = useSearchParams();
  const page = pageOf(params);
  const { profile } = useShellSession();
  const [load, reload] = useLoad(`${listKey}@${page}`, () => read(page));

  if (load.state !== 'ready') return <LoadState load={load} onRetry={reload} testId={testId} />;
  const list = load.value;
  if (list.items.length === 0) {
    return (
      <div className="empty" data-testid={`${testId}-empty`}>
        {empty}
      </div>
    );
  }
  return (
    <>
      <div className="card-grid" data-testid={testId}>
        {list.items.map((item) => (
          <SmartInstructionCard
            key={item.id}
            item={item}
            canEdit={canEditIn(profile, item.workspaceId)}
            openTo={openTo}
            onChanged={reload}
          />
        ))}
      </div>
      <Pager page={list.page} />
    </>
  );
}
