import { listOwnedByMe, listOwnedSmartInstructions, type WorkflowList } from '@stepwise/api';
import { GRID_PAGE_SIZE, SMART_INSTRUCTION_PAGE_SIZE } from '@stepwise/core';
import {
  Link,
  NavLink,
  Outlet,
  useLoaderData,
  useRevalidator,
  type LoaderFunctionArgs,
} from 'react-router';
import { api } from '../api';
import { CardGrid, pageOf } from '../components/card-grid';
import { SmartInstructionList } from '../components/smart-instruction-list';
import { t } from '../i18n/t';
import { paths } from '../paths';
import { useAppData } from './app-data';
import { ownedTabShown } from './owned-by-me-more';
import { useShellSession } from '../shell/use-shell-session';

export function ownedByMeLoader({ request }: LoaderFunctionArgs): Promise<WorkflowList> {
  return listOwnedByMe(api, { page: pageOf(new URL(request.url)), size: GRID_PAGE_SIZE });
}

/** 000 §2 "/owned-by-me with tabs workflows, mm-sop, …": the tabs built so far, each below. */
export function OwnedByMeLayout() {
  const session = useShellSession();
  return (
    <section data-testid="owned-by-me-page">
      <header className="page-header">
        <h1>{t('ownedByMe.title')}</h1>
        <Link to={paths.scormExportHistory} data-testid="scorm-history-link">
          {t('scorm.history')}
        </Link>
      </header>
      <nav className="tabs" aria-label={t('ownedByMe.tabs')} data-testid="owned-by-me-tabs">
        <NavLink to={paths.ownedByMe} end className="tab" data-testid="owned-tab-workflows">
          {t('ownedByMe.tab.workflows')}
        </NavLink>
        <NavLink
          to={`${paths.ownedByMe}/mm-sop`}
          end
          className="tab"
          data-testid="owned-tab-mm-sop"
        >
          {t('shell.tab.mmSop')}
        </NavLink>
        {/* Issue 24: skills and tasks I made (with their feature and access), my teams. */}
        {ownedTabShown(session, 'skills') && (
          <NavLink
            to={`${paths.ownedByMe}/skills`}
            end
            className="tab"
            data-testid="owned-tab-skills"
          >
            {t('home.owned.skills')}
          </NavLink>
        )}
        {ownedTabShown(session, 'tasks') && (
          <NavLink
            to={`${paths.ownedByMe}/tasks`}
            end
            className="tab"
            data-testid="owned-tab-tasks"
          >
            {t('home.owned.tasks')}
          </NavLink>
        )}
        <NavLink to={`${paths.ownedByMe}/teams`} end className="tab" data-testid="owned-tab-teams">
          {t('home.owned.teams')}
        </NavLink>
      </nav>
      <Outlet />
    </section>
  );
}

/** /owned-by-me, workflows tab (the default; 000 §2). */
export function OwnedByMePage() {
  const list = useLoaderData<WorkflowList>();
  const { profile } = useAppData();
  const revalidator = useRevalidator();
  return (
    <div data-testid="owned-tab-panel-workflows">
      <CardGrid
        items={list.items}
        page={list.page}
        profile={profile}
        empty={t('ownedByMe.empty')}
        onChanged={() => void revalidator.revalidate()}
      />
    </div>
  );
}

/** /owned-by-me/mm-sop: the smart instructions the user made (GET /v1/multimodal-sop/owned-by-me). */
export function OwnedSmartInstructionsPage() {
  return (
    <div data-testid="owned-tab-panel-mm-sop">
      <SmartInstructionList
        listKey="owned"
        read={(page) =>
          listOwnedSmartInstructions(api, { page, size: SMART_INSTRUCTION_PAGE_SIZE })
        }
        testId="sop-grid"
        empty={
          <>
            <p>{t('sop.emptyOwned')}</p>
            <p>
              <Link to={paths.smartInstructionNew()} className="link-primary">
                {t('shell.create.smartInstruction')}
              </Link>
            </p>
          </>
        }
      />
    </div>
  );
}
