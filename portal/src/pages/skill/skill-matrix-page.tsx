/**
 * /skill/matrix (002 §2) and the workspace tab skill-matrix: the matrix with workspace and team
 * filters (the workspace tab fixes the workspace).
 */
import { listTeams, skillsMatrix } from '@stepwise/api';
import { useId } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { api } from '../../api';
import { LoadState } from '../../components/load-state';
import { t } from '../../i18n/t';
import { useLoad } from '../../lib/use-load';
import { useShellSession } from '../../shell/use-shell-session';
import { SkillMatrixTable } from './skill-matrix-table';
import { SkillsNav } from './skills-nav';
import { useEditableWorkspaces } from './use-editable-workspaces';
import './skill.css';

function MatrixFilters({ fixedWorkspace }: { fixedWorkspace: boolean }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const { settings } = useShellSession();
  const [workspaces] = useEditableWorkspaces(settings.defaultWorkspaceGroupId ?? null);
  const [teams] = useLoad('skill-matrix-teams', () => listTeams(api));
  const set = (key: string, value: string) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (value) out.set(key, value);
        else out.delete(key);
        return out;
      },
      { replace: true },
    );
  return (
    <div className="skill-filters">
      {!fixedWorkspace && (
        <>
          <label htmlFor={`${id}-ws`}>{t('skills.workspaceLabel')}</label>
          <select
            id={`${id}-ws`}
            value={params.get('workspaceId') ?? ''}
            onChange={(e) => set('workspaceId', e.target.value)}
            data-testid="skill-matrix-workspace"
          >
            <option value="">{t('skills.allWorkspaces')}</option>
            {workspaces.state === 'ready' &&
              workspaces.value.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.groupName} / {w.name}
                </option>
              ))}
          </select>
        </>
      )}
      <label htmlFor={`${id}-team`}>{t('skills.team')}</label>
      <select
        id={`${id}-team`}
        value={params.get('teamId') ?? ''}
        onChange={(e) => set('teamId', e.target.value)}
        data-testid="skill-matrix-team"
      >
        <option value="">{t('skills.allTeams')}</option>
        {teams.state === 'ready' &&
          teams.value.map((team) => (
            <option key={team.id} value={team.id}>
              {team.name}
            </option>
          ))}
      </select>
    </div>
  );
}

function Matrix({ workspaceId }: { workspaceId?: string | undefined }) {
  const [params] = useSearchParams();
  const ws = workspaceId ?? (params.get('workspaceId') || undefined);
  const teamId = params.get('teamId') || undefined;
  const [load, retry] = useLoad(`skill-matrix:${ws ?? ''}:${teamId ?? ''}`, () =>
    skillsMatrix(api, { workspaceId: ws, teamId }),
  );
  return (
    <>
      <MatrixFilters fixedWorkspace={workspaceId !== undefined} />
      {load.state === 'ready' ? (
        <SkillMatrixTable matrix={load.value} />
      ) : (
        <LoadState load={load} onRetry={retry} testId="skill-matrix" />
      )}
    </>
  );
}

export function SkillMatrixPage() {
  return (
    <section className="skill-page" data-testid="skill-matrix-page">
      <h1>{t('skills.matrixTitle')}</h1>
      <SkillsNav />
      <Matrix />
    </section>
  );
}

/** /workspace/{workspaceId}/skill-matrix. */
export function WorkspaceSkillMatrixTab() {
  const { workspaceId = '' } = useParams();
  return (
    <div data-testid="workspace-tab-panel-skill-matrix">
      <Matrix workspaceId={workspaceId} />
    </div>
  );
}
