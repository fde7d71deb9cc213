/**
 * /admin/category/{categoryId} (issue 25; 000 §2): one category — its path, its sub-categories,
 * and for org admins rename, move under another parent and delete. The category routes carry
 * no content lists, so the page shows the tree around it.
 */
import { deleteCategory, listCategories, updateCategory } from '@stepwise/api';
import { isAdminRole } from '@stepwise/core';
import { Alert, Button, Spinner } from '@stepwise/ui';
import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { api } from '../../api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { messageOf } from '../../i18n/t';
import { useLoad } from '../../lib/use-load';
import { useT } from '../../shell/i18n';
import { useShellSession } from '../../shell/use-shell-session';
import { categoryPath, categoryRows, possibleParents } from './category-tree';
import { NameDialog } from './name-dialog';

export function AdminCategoryPage() {
  const t = useT();
  const { categoryId = '' } = useParams();
  const navigate = useNavigate();
  const session = useShellSession();
  const parentFieldId = useId();
  const [load, reload] = useLoad(`admin-category`, () => listCategories(api));
  const [editing, setEditing] = useState<'rename' | 'delete' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const canManage = isAdminRole(session.role);

  if (load.state === 'loading') {
    return (
      <p role="status">
        <Spinner size="sm" label={t('admin.categories.loading')} /> {t('admin.categories.loading')}
      </p>
    );
  }
  if (load.state === 'error') {
    return (
      <Alert
        tone="danger"
        title={t('admin.categories.loadFailed')}
        action={<Button onClick={reload}>{t('common.retry')}</Button>}
      >
        {load.message}
      </Alert>
    );
  }
  const all = load.value;
  const category = all.find((c) => c.id === categoryId);
  if (!category) {
    return (
      <section data-testid="admin-category-page">
        <p className="empty" role="status">
          {t('admin.categories.notFound')}
        </p>
        <Link to="/admin/categories">{t('admin.categories.back')}</Link>
      </section>
    );
  }
  const path = categoryPath(all, category.id);
  const children = categoryRows(all.filter((c) => c.parentId === category.id));
  const move = async (parentId: string) => {
    setError(null);
    try {
      await updateCategory(api, category.id, { parentId: parentId || null });
      reload();
    } catch (err) {
      setError(messageOf(err));
    }
  };

  return (
    <section data-testid="admin-category-page">
      <nav aria-label={t('admin.categories.path')}>
        <Link to="/admin/categories">{t('admin.categories.title')}</Link>
        {path.slice(0, -1).map((c) => (
          <span key={c.id}>
            {' / '}
            <Link to={`/admin/category/${encodeURIComponent(c.id)}`}>{c.name}</Link>
          </span>
        ))}
      </nav>
      <header className="page-header">
        <h1>{category.name}</h1>
        {canManage && (
          <div className="header-buttons">
            <button type="button" onClick={() => setEditing('rename')}>
              {t('admin.rename')}
            </button>
            <button type="button" className="danger" onClick={() => setEditing('delete')}>
              {t('admin.delete')}
            </button>
          </div>
        )}
      </header>
      {canManage && (
        <p>
          <label htmlFor={parentFieldId}>{t('admin.categories.parent')}</label>{' '}
          <select
            id={parentFieldId}
            value={category.parentId ?? ''}
            onChange={(e) => void move(e.target.value)}
          >
            <option value="">{t('admin.categories.top')}</option>
            {possibleParents(all, category.id).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <h2>{t('admin.categories.children')}</h2>
      {children.length === 0 ? (
        <p className="empty">{t('admin.categories.noChildren')}</p>
      ) : (
        <ul>
          {children
            .filter((c) => c.depth === 0)
            .map((c) => (
              <li key={c.id}>
                <Link to={`/admin/category/${encodeURIComponent(c.id)}`}>{c.name}</Link>
              </li>
            ))}
        </ul>
      )}
      {editing === 'rename' && (
        <NameDialog
          title={t('admin.renameNamed', { name: category.name })}
          label={t('admin.name')}
          initial={category.name}
          submitLabel={t('common.save')}
          testId="category-rename-dialog"
          onClose={() => setEditing(null)}
          onSubmit={async (name) => {
            await updateCategory(api, category.id, { name });
            reload();
          }}
        />
      )}
      {editing === 'delete' && (
        <ConfirmDialog
          title={t('admin.deleteNamed', { name: category.name })}
          message={t('admin.categories.deleteConfirm', { name: category.name })}
          confirmLabel={t('admin.delete')}
          danger
          onClose={() => setEditing(null)}
          onConfirm={async () => {
            await deleteCategory(api, category.id);
            void navigate('/admin/categories');
          }}
        />
      )}
    </section>
  );
}
