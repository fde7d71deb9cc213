import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../i18n/t';
import { ConfirmDialog } from './confirm-dialog';
import { Menu, type MenuItem } from './menu';
import { RenameTitle } from './rename-title';
import { WorkspacePickerDialog } from './workspace-picker-dialog';

/**
 * The parts every content card shares (workflow and smart-instruction cards, 001 §2): the poster,
 * which opens the content unless the card is not ready, the title row with its inline rename and
 * tools menu, and the delete and copy dialogs its tools open.
 */
export function CardPoster({
  url,
  to,
  label,
  fallback,
}: {
  url: string | null | undefined;
  /** Where the poster leads; undefined while the content cannot be opened (001 §2). */
  to: string | undefined;
  /** The link's name ("Play …", "Open …"). */
  label: string;
  /** Shown when there is no poster image (a text or a type icon). */
  fallback?: ReactNode;
}) {
  const poster = url ? (
    <img src={url} alt="" loading="lazy" />
  ) : (
    (fallback ?? <span className="poster-empty">{t('card.noPoster')}</span>)
  );
  if (to === undefined) return <div className="poster">{poster}</div>;
  return (
    <Link className="poster" to={to} aria-label={label}>
      {poster}
    </Link>
  );
}

/** The card's title, replaced by the rename field while renaming, and the tools menu beside it. */
export function CardTitleRow({
  title,
  renaming,
  onRename,
  onCancelRename,
  items,
  children,
}: {
  title: string;
  renaming: boolean;
  onRename: (next: string) => Promise<void>;
  onCancelRename: () => void;
  items: MenuItem[];
  /** The dialogs the tools open. */
  children?: ReactNode;
}) {
  return (
    <div className="card-title-row">
      {renaming ? (
        <RenameTitle title={title} onCancel={onCancelRename} onSave={onRename} />
      ) : (
        <h3 className="card-title" data-testid="card-title" title={title}>
          {title}
        </h3>
      )}
      {items.length > 0 && !renaming && (
        <Menu label={t('card.tools', { title })} items={items} testId="card-tools" />
      )}
      {children}
    </div>
  );
}

/** A card's delete tool: a confirm dialog naming the content and its workspace (001 §4). */
export function DeleteCardDialog({
  confirmTitle,
  title,
  workspaceName,
  onDelete,
  onClose,
}: {
  /** Says what is deleted ("Delete this workflow?"). */
  confirmTitle: string;
  title: string;
  workspaceName: string;
  onDelete: () => Promise<void>;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      title={confirmTitle}
      message={t('card.deleteConfirm', { title, workspace: workspaceName })}
      confirmLabel={t('card.delete')}
      danger
      onClose={onClose}
      onConfirm={onDelete}
    />
  );
}

/** A card's copy tool: one workspace the user may edit, its own preselected (001 §7 duplication). */
export function CopyCardDialog({
  title,
  workspaceId,
  onCopy,
  onClose,
}: {
  title: string;
  workspaceId: string;
  onCopy: (targetWorkspaceId: string) => Promise<void>;
  onClose: () => void;
}) {
  return (
    <WorkspacePickerDialog
      title={t('card.copyTitle', { title })}
      confirmLabel={t('card.copy')}
      initial={workspaceId}
      onClose={onClose}
      onPick={onCopy}
    />
  );
}
