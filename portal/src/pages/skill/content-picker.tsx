/**
 * The builder's picker: published workflows and smart instructions of one of the caller's
 * workspaces, filtered by a keyword, each with Add.
 */
import { listWorkspaceSmartInstructions, listWorkspaceWorkflows } from '@stepwise/api';
import type { ContentRef, ContentType } from '@stepwise/core';
import { useId, useState } from 'react';
import { api } from '../../api';
import { LoadState } from '../../components/load-state';
import { t } from '../../i18n/t';
import { useLoad } from '../../lib/use-load';
import type { WorkspaceOption } from './use-editable-workspaces';

interface Candidate {
  type: ContentType;
  id: string;
  title: string;
}

async function candidatesOf(workspaceId: string, keyword: string): Promise<Candidate[]> {
  const [workflows, sops] = await Promise.all([
    listWorkspaceWorkflows(api, workspaceId, {
      published: true,
      size: 100,
      ...(keyword ? { keyword } : {}),
    }),
    listWorkspaceSmartInstructions(api, workspaceId, { size: 100 }),
  ]);
  const lower = keyword.toLowerCase();
  return [
    ...workflows.items.map((w) => ({ type: 'workflows' as const, id: w.id, title: w.title })),
    ...sops.items
      .filter((s) => s.published && s.title.toLowerCase().includes(lower))
      .map((s) => ({ type: 'multimodal-sops' as const, id: s.id, title: s.title })),
  ];
}

export function ContentPicker({
  workspaces,
  initialWorkspace,
  chosen,
  busy,
  onAdd,
}: {
  workspaces: readonly WorkspaceOption[];
  initialWorkspace: string;
  chosen: readonly ContentRef[];
  busy: boolean;
  onAdd: (item: ContentRef) => void;
}) {
  const [workspaceId, setWorkspaceId] = useState(initialWorkspace);
  const [keyword, setKeyword] = useState('');
  const id = useId();
  const [load, retry] = useLoad(`skill-picker:${workspaceId}:${keyword}`, () =>
    candidatesOf(workspaceId, keyword),
  );
  const isChosen = (c: Candidate) => chosen.some((i) => i.type === c.type && i.id === c.id);
  return (
    <section className="skill-picker" aria-labelledby={`${id}-h`} data-testid="skill-picker">
      <h3 id={`${id}-h`}>{t('skills.addContent')}</h3>
      <div className="skill-picker-filters">
        <label htmlFor={`${id}-ws`}>{t('skills.workspaceLabel')}</label>
        <select
          id={`${id}-ws`}
          value={workspaceId}
          onChange={(e) => setWorkspaceId(e.target.value)}
          data-testid="skill-picker-workspace"
        >
          {workspaces.map((w) => (
            <option key={w.id} value={w.id}>
              {w.groupName} / {w.name}
            </option>
          ))}
        </select>
        <input
          type="search"
          aria-label={t('skills.searchContent')}
          placeholder={t('skills.searchContent')}
          data-testid="skill-picker-search"
          onKeyDown={(e) => {
            if (e.key === 'Enter') setKeyword(e.currentTarget.value.trim());
          }}
        />
      </div>
      {load.state !== 'ready' ? (
        <LoadState load={load} onRetry={retry} testId="skill-picker" />
      ) : load.value.length === 0 ? (
        <p className="empty">{t('skills.noContent')}</p>
      ) : (
        <ul className="skill-picker-list">
          {load.value.map((c) => (
            <li key={`${c.type}:${c.id}`} data-testid="skill-picker-item" data-id={c.id}>
              <span className="skill-kind">
                {t(c.type === 'workflows' ? 'skills.kindWorkflow' : 'skills.kindSop')}
              </span>
              <span className="skill-item-title">{c.title}</span>
              <button
                type="button"
                disabled={busy || isChosen(c)}
                onClick={() => onAdd({ type: c.type, id: c.id })}
                aria-label={t('skills.addNamed', { title: c.title })}
                data-testid="skill-picker-add"
              >
                {isChosen(c) ? t('skills.added') : t('skills.add')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
