import type { WorkspaceGroupWithWorkspaces } from '@stepwise/api';
import type { Workspace } from '@stepwise/core';
import { useId, useMemo, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { FavouriteButton } from './favourite-button';
import { Icon } from './icons';
import { useT } from './i18n';
import { useFavourite } from './use-favourite';
import { workspaceMenuLists } from './workspace-lists';

type Section = 'mine' | 'all';

/**
 * The side menu's workspace part (000 §2): a search box, then My Workspaces and All Workspaces
 * as collapsibles of which one is open at a time (My starts open).
 */
export function WorkspaceMenu({
  groups,
  defaultGroupId,
  reloadWorkspaces,
}: {
  groups: readonly WorkspaceGroupWithWorkspaces[];
  defaultGroupId: string | null;
  reloadWorkspaces: () => Promise<void>;
}) {
  const t = useT();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<Section | null>('mine');
  const searchId = useId();
  const lists = useMemo(
    () => workspaceMenuLists(groups, query, defaultGroupId),
    [groups, query, defaultGroupId],
  );
  const favourite = useFavourite(reloadWorkspaces);
  const toggle = (section: Section) => setOpen((o) => (o === section ? null : section));

  const row = (ws: Workspace, where: Section) => (
    <li key={ws.id} className="workspace-row">
      <NavLink
        to={`/workspace/${encodeURIComponent(ws.id)}`}
        data-testid={`workspace-link-${where}-${ws.id}`}
      >
        <span className={`swatch swatch-${ws.color}`} aria-hidden="true" />
        <span className="workspace-name">{ws.name}</span>
        {ws.private && <span className="visually-hidden">{` (${t('shell.private')})`}</span>}
      </NavLink>
      <FavouriteButton
        name={ws.name}
        liked={Boolean(ws.isLike)}
        busy={favourite.busy.has(ws.id)}
        testId={`favourite-${where}-${ws.id}`}
        onToggle={() => void favourite.toggle(ws.id, !ws.isLike)}
      />
    </li>
  );

  return (
    <div className="workspace-menu" data-testid="workspace-menu">
      <label htmlFor={searchId} className="visually-hidden">
        {t('shell.workspaces.search')}
      </label>
      <input
        id={searchId}
        type="search"
        className="workspace-search"
        data-testid="workspace-search"
        placeholder={t('shell.workspaces.search')}
        value={query}
        maxLength={90}
        onChange={(e) => setQuery(e.target.value)}
      />
      {favourite.error && (
        <p className="form-error" role="alert">
          {favourite.error}
        </p>
      )}
      <Collapsible
        id="mine"
        title={t('shell.workspaces.mine')}
        open={open === 'mine'}
        onToggle={() => toggle('mine')}
      >
        {lists.mine.length === 0 ? (
          <p className="muted small" data-testid="workspaces-mine-empty">
            {query ? t('shell.workspaces.noMatch') : t('shell.workspaces.noneMine')}
          </p>
        ) : (
          <ul>{lists.mine.map((ws) => row(ws, 'mine'))}</ul>
        )}
      </Collapsible>
      <Collapsible
        id="all"
        title={t('shell.workspaces.all')}
        open={open === 'all'}
        onToggle={() => toggle('all')}
      >
        {lists.all.length === 0 ? (
          <p className="muted small" data-testid="workspaces-all-empty">
            {query ? t('shell.workspaces.noMatch') : t('shell.workspaces.none')}
          </p>
        ) : (
          lists.all.map(({ group, workspaces }) => (
            <div key={group.id} className="menu-group" role="group" aria-label={group.name}>
              <h3>
                <Link
                  to={`/workspace-group/${encodeURIComponent(group.id)}`}
                  data-testid={`workspace-group-link-${group.id}`}
                >
                  {group.name}
                </Link>
              </h3>
              <ul>{workspaces.map((ws) => row(ws, 'all'))}</ul>
            </div>
          ))
        )}
      </Collapsible>
    </div>
  );
}

function Collapsible({
  id,
  title,
  open,
  onToggle,
  children,
}: {
  id: Section;
  title: string;
  open: boolean;
  onToggle: () => void;
  children: React.ReactNode;
}) {
  const panelId = useId();
  return (
    <div className="collapsible" data-open={open}>
      <h2 className="menu-heading">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          data-testid={`workspaces-${id}-toggle`}
          onClick={onToggle}
        >
          <span className="chevron">
            <Icon name="chevron" />
          </span>
          {title}
        </button>
      </h2>
      <div id={panelId} hidden={!open} data-testid={`workspaces-${id}-panel`}>
        {children}
      </div>
    </div>
  );
}
