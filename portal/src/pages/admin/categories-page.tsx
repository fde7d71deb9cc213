/**
 * /admin/categories (issue 25; 000 §2): the organisation's categories as a tree; org admins
 * create (under a parent or at the top), rename and delete them (the server lets only them
 * write). Each name opens /admin/category/{id}.
 */
import { createCategory, deleteCategory, listCategories, updateCategory } from '@stepwise/api';
import { isAdminRole, type Category } from '@stepwise/core';
import { Alert, Button, Spinner } from '@stepwise/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useLoad } from '../../lib/use-load';
import { useT } from '../../shell/i18n';
import { useShellSession } from '../../shell/use-shell-session';
import { categoryRows } from './category-tree';
import { NameDialog } from './name-dialog';

type Editing =
  | { kind: 'create' }
  | { kind: 'rename'; category: Category }
  | { kind: 'delete'; category: Category };

export function AdminCategoriesPage() {
  const t = useT();
  const session = useShellSession();
  const parentFieldId = useId();
  const [load, reload] = useLoad('admin-categories', () => listCategories(api));
  const [editing, setEditing] = useState<Editing | null>(null);
  const [parentId, setParentId] = useState('');
  const canManage = isAdminRole(session.role);
  const rows = load.state === 'ready' ? categoryRows(load.value) : [];

  return (
    <section data-testid="admin-categories-page">
      <header className="page-header">
        <h1>{t('admin.categories.title')}</h1>
        {canManage && (
          <div className="header-buttons">
            <button
              type="button"
              className="primary"
              data-testid="category-create"
              onClick={() => {
                setParentId('');
                setEditing({ kind: 'create' });
              }}
            >
              {t('admin.categories.create')}
            </button>
          </div>
        )}
      </header>
      {load.state === 'loading' && (
        <p role="status">
          <Spinner size="sm" label={t('admin.categories.loading')} />{' '}
          {t('admin.categories.loading')}
        </p>
      )}
      {load.state === 'error' && (
        <Alert
          tone="danger"
          title={t('admin.categories.loadFailed')}
          action={<Button onClick={reload}>{t('common.retry')}</Button>}
        >
          {load.message}
        </Alert>
      )}
      {load.state === 'ready' && rows.length === 0 && (
        <p className="empty" role="status" data-testid="categories-empty">
          {t('admin.categories.empty')}
        </p>
      )}
      {rows.length > 0 && (
        <table className="admin-table" data-testid="categories-table">
          <caption className="visually-hidden">{t('admin.categories.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.name')}</th>
              {canManage && <th scope="col">{t('admin.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.id} data-testid="category-row">
                <th scope="row" style={{ paddingInlineStart: `${c.depth * 1.5 + 0.5}rem` }}>
                  <Link to={`/admin/category/${encodeURIComponent(c.id)}`}>{c.name}</Link>
                </th>
                {canManage && (
                  <td className="row-buttons">
                    <button
                      type="button"
                      aria-label={t('admin.renameNamed', { name: c.name })}
                      onClick={() => setEditing({ kind: 'rename', category: c })}
                    >
                      {t('admin.rename')}
                    </button>
                    <button
                      type="button"
                      className="danger"
                      aria-label={t('admin.deleteNamed', { name: c.name })}
                      onClick={() => setEditing({ kind: 'delete', category: c })}
                    >
                      {t('admin.delete')}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing?.kind === 'create' && (
        <NameDialog
          title={t('admin.categories.create')}
          label={t('admin.name')}
          submitLabel={t('admin.create')}
          testId="category-create-dialog"
          onClose={() => setEditing(null)}
          onSubmit={async (name) => {
            await createCategory(api, { name, parentId: parentId || null });
            reload();
          }}
        >
          <label htmlFor={parentFieldId}>{t('admin.categories.parent')}</label>
          <select id={parentFieldId} value={parentId} onChange={(e) => setParentId(e.target.value)}>
            <option value="">{t('admin.categories.top')}</option>
            {rows.map((c) => (
              <option key={c.id} value={c.id}>
                {`${'  '.repeat(c.depth)}${c.name}`}
              </option>
            ))}
          </select>
        </NameDialog>
      )}
      {editing?.kind === 'rename' && (
        <NameDialog
          title={t('admin.renameNamed', { name: editing.category.name })}
          label={t('admin.name')}
          initial={editing.category.name}
          submitLabel={t('common.save')}
          testId="category-rename-dialog"
          onClose={() => setEditing(null)}
          onSubmit={async (name) => {
            await updateCategory(api, editing.category.id, { name });
            reload();
          }}
        />
      )}
      {editing?.kind === 'delete' && (
        <ConfirmDialog
          title={t('admin.deleteNamed', { name: editing.category.name })}
          message={t('admin.categories.deleteConfirm', { name: editing.category.name })}
          confirmLabel={t('admin.delete')}
          danger
          onClose={() => setEditing(null)}
          onConfirm={async () => {
            await deleteCategory(api, editing.category.id);
            reload();
          }}
        />
      )}
    </section>
  );
}
