/**
 * /home/overview (002 §2): counts linking to their tabs, what is due (overdue first), recently
 * viewed content, and the mean progress of the open skills and tasks; loading, error and empty
 * states. One read: GET /v1/me/home/overview.
 */
import { getHomeOverview } from '@stepwise/api';
import type { HomeOverview } from '@stepwise/core';
import { formatDate } from '@stepwise/i18n';
import { Link } from 'react-router';
import { api } from '../../api';
import { LoadState } from '../../components/load-state';
import { currentLanguage, t, type MessageKey } from '../../i18n/t';
import { useLoad } from '../../lib/use-load';
import { paths } from '../../paths';
import type { AccessSession } from '../../session/route-access';
import { useShellSession } from '../../shell/use-shell-session';
import { tabShown } from './home-tabs';
import './home.css';

type Counts = HomeOverview['counts'];

const COUNTS: { key: keyof Counts; label: MessageKey; path: string }[] = [
  { key: 'skillsTodo', label: 'home.tab.skillsTodo', path: '/home/skills-todo' },
  { key: 'skillsCompleted', label: 'home.tab.skillsCompleted', path: '/home/skills-completed' },
  { key: 'tasksTodo', label: 'home.tab.tasksTodo', path: '/home/tasks-todo' },
  { key: 'tasksCompleted', label: 'home.tab.tasksCompleted', path: '/home/tasks-completed' },
  { key: 'forApproval', label: 'approval.forApproval.title', path: '/home/for-approval' },
];

/** Where a due item or a recently viewed item opens. */
export function dueItemPath(item: HomeOverview['due'][number]): string {
  const id = encodeURIComponent(item.id);
  return item.kind === 'skill' ? `/skillplayer/${id}` : `/taskplayer/${id}`;
}
export function recentItemPath(item: HomeOverview['recent'][number]): string {
  return item.type === 'workflows' ? paths.player(item.id) : paths.smartInstruction(item.id);
}

function Poster({ url }: { url: string | null }) {
  return url ? (
    <img src={url} alt="" loading="lazy" />
  ) : (
    <span className="poster-none" aria-hidden />
  );
}

/** The overview for a session (its gates pick the counts and panels): what stories show. */
export function HomeOverviewView({
  overview,
  session,
}: {
  overview: HomeOverview;
  session: AccessSession;
}) {
  const shown = COUNTS.filter((c) => tabShown(session, c.path));
  const hasTracked =
    tabShown(session, '/home/skills-todo') || tabShown(session, '/home/tasks-todo');
  return (
    <div className="home-overview" data-testid="home-overview">
      {shown.length > 0 && (
        <section className="home-panel" aria-labelledby="home-counts-title">
          <h2 id="home-counts-title">{t('home.overview.counts')}</h2>
          <ul className="home-counts">
            {shown.map((c) => (
              <li key={c.key}>
                <Link to={c.path} className="home-count" data-testid={`home-count-${c.key}`}>
                  <strong>{overview.counts[c.key]}</strong>
                  <span>{t(c.label)}</span>
                </Link>
              </li>
            ))}
            {hasTracked && (
              <li>
                <span className="home-count" data-testid="home-count-overdue">
                  <strong className={overview.counts.overdue ? 'home-due-overdue' : undefined}>
                    {overview.counts.overdue}
                  </strong>
                  <span>{t('home.overview.overdue')}</span>
                </span>
              </li>
            )}
          </ul>
        </section>
      )}
      {hasTracked && (
        <section className="home-panel home-progress" aria-labelledby="home-progress-title">
          <h2 id="home-progress-title">{t('home.overview.progress')}</h2>
          <progress
            max={100}
            value={overview.progress}
            aria-labelledby="home-progress-title"
            data-testid="home-progress"
          />
          <p className="muted">{t('home.overview.progressValue', { value: overview.progress })}</p>
        </section>
      )}
      {hasTracked && (
        <section className="home-panel" aria-labelledby="home-due-title">
          <h2 id="home-due-title">{t('home.overview.due')}</h2>
          {overview.due.length === 0 ? (
            <p className="empty" data-testid="home-due-empty">
              {t('home.overview.dueEmpty')}
            </p>
          ) : (
            <ul className="home-list" data-testid="home-due">
              {overview.due.map((d) => (
                <li key={`${d.kind}:${d.id}`} data-testid="home-due-item" data-kind={d.kind}>
                  <span className="home-item-text">
                    <Link to={dueItemPath(d)}>{d.title}</Link>
                    <span className="muted small">
                      {t(d.kind === 'skill' ? 'home.kind.skill' : 'home.kind.task')} ·{' '}
                      <span className={d.overdue ? 'home-due-overdue' : undefined}>
                        {d.overdue
                          ? t('notification.overdue')
                          : d.dueAt
                            ? t('home.due.on', {
                                date: formatDate(d.dueAt, 'MM/DD/YYYY', currentLanguage()),
                              })
                            : t('home.due.none')}
                      </span>{' '}
                      · {d.progress}%
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <section className="home-panel" aria-labelledby="home-recent-title">
        <h2 id="home-recent-title">{t('home.overview.recent')}</h2>
        {overview.recent.length === 0 ? (
          <p className="empty" data-testid="home-recent-empty">
            {t('home.overview.recentEmpty')}
          </p>
        ) : (
          <ul className="home-list" data-testid="home-recent">
            {overview.recent.map((r) => (
              <li key={`${r.type}:${r.id}`} data-testid="home-recent-item">
                <Poster url={r.posterURL} />
                <span className="home-item-text">
                  <Link to={recentItemPath(r)}>{r.title}</Link>
                  <span className="muted small">{t(`home.kind.${r.type}`)}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export function HomeOverviewPage() {
  const session = useShellSession();
  const [load, retry] = useLoad('home-overview', () => getHomeOverview(api));
  if (load.state !== 'ready')
    return <LoadState load={load} onRetry={retry} testId="home-overview" />;
  return <HomeOverviewView overview={load.value} session={session} />;
}
