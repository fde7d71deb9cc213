/**
 * What editor main and the classic builder load first: the edit document (GET builder) and the
 * workflow's title, with the loading and error (retry) states; the screen renders once both came.
 */
import { getWorkflow, getWorkflowEdits } from '@stepwise/api';
import type { WorkflowEditDocument } from '@stepwise/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { api } from '../../api';
import { LoadState } from '../../components/load-state';
import { useLoad } from '../../lib/use-load';

export function EditDocumentLoad({
  testId,
  children,
}: {
  /** Names the page and its loading / error states (`${testId}-loading`). */
  testId: string;
  children: (doc: WorkflowEditDocument, title: string) => ReactNode;
}) {
  const { workflowId = '' } = useParams();
  const [load, retry] = useLoad(`${testId}:${workflowId}`, async () => {
    const [doc, workflow] = await Promise.all([
      getWorkflowEdits(api, workflowId),
      getWorkflow(api, workflowId),
    ]);
    return { doc, title: workflow.title };
  });
  if (load.state !== 'ready') {
    return (
      <main className="editormain-page">
        <LoadState load={load} onRetry={retry} testId={testId} />
      </main>
    );
  }
  return children(load.value.doc, load.value.title);
}
