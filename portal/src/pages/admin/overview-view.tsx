/**
 * The admin overview as shown (issue 25; 000 §2 /admin/): one card per area with its counts,
 * linking to its screen when this session may open it. Renders state only (overview-page.tsx
 * loads it), so each state has a story.
 */
import type { AdminOverview } from '@stepwise/core';
import { Alert, Button, Spinner } from '@stepwise/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Load } from '../../lib/use-load';
import { useT, type MessageKey } from '../../shell/i18n';

interface Card {
  key: string;
  title: MessageKey;
  value: number;
  to: string;
  details?: [MessageKey, number][];
}

function cardsOf(o: AdminOverview): Card[] {
  return [
    {
      key: 'users',
      title: 'admin.overview.users',
      value: o.users.total,
      to: '/admin/users',
      details: [
        ['users.kind.email', o.users.email],
        ['users.kind.employee-id', o.users.employeeId],
        ['users.kind.shared', o.users.shared],
        ['users.kind.lms-learner', o.users.lmsLearner],
        ['admin.users.status.disabled', o.users.disabled],
        ['admin.users.status.invited', o.users.invited],
        ['admin.overview.recentSignIns', o.users.recentSignIns],
      ],
    },
    {
      key: 'groups',
      title: 'admin.nav.groups',
      value: o.workspaceGroups,
      to: '/admin/workspace-groups',
    },
    {
      key: 'workspaces',
      title: 'admin.nav.workspaces',
      value: o.workspaces,
      to: '/admin/workspaces',
    },
    { key: 'teams', title: 'admin.nav.teams', value: o.teams, to: '/admin/teams' },
    {
      key: 'categories',
      title: 'admin.nav.categories',
      value: o.categories,
      to: '/admin/categories',
    },
    {
      key: 'content',
      title: 'admin.overview.published',
      value: o.publishedWorkflows + o.publishedSmartInstructions,
      to: '/analytics',
      details: [
        ['admin.overview.workflows', o.publishedWorkflows],
        ['admin.overview.smartInstructions', o.publishedSmartInstructions],
      ],
    },
    { key: 'skills', title: 'admin.overview.skills', value: o.skills, to: '/skill/home' },
    { key: 'tasks', title: 'admin.overview.tasks', value: o.tasks, to: '/task/list' },
  ];
}

export function OverviewView({
  load,
  onRetry,
  canOpen,
}: {
  load: Load<AdminOverview>;
  onRetry: () => void;
  /** Whether this session may open a path (the admin navigation's gates). */
  canOpen: (to: string) => boolean;
}) {
  const t = useT();
  let body: ReactNode;
  if (load.state === 'loading') {
    body = (
      <p role="status" data-testid="overview-loading">
        <Spinner size="sm" label={t('admin.overview.loading')} /> {t('admin.overview.loading')}
      </p>
    );
  } else if (load.state === 'error') {
    body = (
      <Alert
        tone="danger"
        title={t('admin.overview.loadFailed')}
        data-testid="overview-error"
        action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
      >
        {load.message}
      </Alert>
    );
  } else {
    const o = load.value;
    body = (
      <>
        {o.scope === 'workspaces' && <p className="hint">{t('admin.overview.scopeWorkspaces')}</p>}
        <ul className="admin-cards" data-testid="overview-cards">
          {cardsOf(o).map((card) => {
            const inner = (
              <>
                <span>{t(card.title)}</span>
                <span className="admin-card-value" data-testid={`overview-${card.key}`}>
                  {card.value}
                </span>
                {card.details && (
                  <dl>
                    {card.details.map(([label, n]) => (
                      <div key={label} style={{ display: 'contents' }}>
                        <dt>{t(label)}</dt>
                        <dd>{n}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </>
            );
            return (
              <li key={card.key}>
                {canOpen(card.to) ? (
                  <Link className="admin-card" to={card.to}>
                    {inner}
                  </Link>
                ) : (
                  <div className="admin-card">{inner}</div>
                )}
              </li>
            );
          })}
        </ul>
      </>
    );
  }
  return (
    <section data-testid="admin-overview-page">
      <header className="page-header">
        <h1>{t('admin.overview.title')}</h1>
      </header>
      {body}
    </section>
  );
}
