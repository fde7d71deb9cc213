import type { PageInfo, WorkflowCard as Card } from '@stepwise/api';
import type { UserProfile } from '@stepwise/core';
import { canEditIn } from '../lib/permissions';
import type { CardChange } from './card-tools';
import { Pager } from './pager';
import { WorkflowCard } from './workflow-card';

/** Cards of one page of a list, with the pager and the empty state. */
export function CardGrid({
  items,
  page,
  profile,
  empty,
  onChanged,
}: {
  items: readonly Card[];
  page: PageInfo;
  profile: UserProfile;
  empty: string;
  onChanged: (change: CardChange) => void;
}) {
  if (items.length === 0) {
    return (
      <p className="empty" data-testid="empty-list">
        {empty}
      </p>
    );
  }
  return (
    <>
      <div className="card-grid" data-testid="card-grid">
        {items.map((card) => (
          <WorkflowCard
            key={card.id}
            card={card}
            canEdit={canEditIn(profile, card.workspaceId)}
            onChanged={onChanged}
          />
        ))}
      </div>
      <Pager page={page} />
    </>
  );
}

export { pageOf } from './pager';
