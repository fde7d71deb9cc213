/**
 * /editormain/{workflowId} (001 §2): editor main, a layout over two tabs, transcription (order 1,
 * the default) and segmentation (order 2). The edit document loads once here and its session
 * lives here, so switching tabs keeps unsaved edits; each tab saves through its own path
 * (PUT transcription / segmentation).
 */
import type { EditSaveScreen } from '@stepwise/api';
import type { WorkflowEditDocument } from '@stepwise/core';
import { useState } from 'react';
import { NavLink, Outlet, useLocation, useOutletContext, useParams } from 'react-router';
import { t } from '../../i18n/t';
import { useEditSession } from '../editor/use-edit-session';
import { EditDocumentLoad } from './edit-document-load';
import { EditorToolbar, type EditSessionApi } from './editor-toolbar';
import './editormain.css';

/** What the tabs read from the layout. */
export interface EditorMainContext {
  edit: EditSessionApi;
  title: string;
  /** A tab's reason to keep Save off (an empty sentence being typed), or null. */
  setBlocked: (reason: string | null) => void;
}

export const useEditorMain = () => useOutletContext<EditorMainContext>();

export const EDITORMAIN_TABS = ['transcription', 'segmentation'] as const;

export function EditorMainPage() {
  const { workflowId = '' } = useParams();
  return (
    <EditDocumentLoad testId="editormain">
      {(doc, title) => <EditorMainScreen key={workflowId} doc={doc} title={title} />}
    </EditDocumentLoad>
  );
}

function EditorMainScreen({ doc, title }: { doc: WorkflowEditDocument; title: string }) {
  const edit = useEditSession(doc);
  const [blocked, setBlocked] = useState<string | null>(null);
  const location = useLocation();
  const screen: EditSaveScreen = location.pathname.endsWith('/segmentation')
    ? 'segmentation'
    : 'transcription';
  const context: EditorMainContext = { edit, title, setBlocked };
  return (
    <main className="editormain-page" data-testid="editormain">
      <EditorToolbar edit={edit} screen={screen} title={title} blocked={blocked}>
        <nav className="tabs" aria-label={t('editormain.tabs')}>
          {EDITORMAIN_TABS.map((tab) => (
            <NavLink
              key={tab}
              to={tab}
              // The originating path travels on, so Back still returns there.
              state={location.state}
              className="tab"
              data-testid={`editormain-tab-${tab}`}
            >
              {t(`editormain.tab.${tab}`)}
            </NavLink>
          ))}
        </nav>
      </EditorToolbar>
      <Outlet context={context} />
    </main>
  );
}
