/**
 * The player's answer (002 §7 GET /v1/player/workflow and, issue 23, a past version's GET
 * /v1/player/workflow-version-histories/{id}): ONE builder signs the media and maps the steps,
 * whatever the content comes from: the workflow as it is (its rows) or a version's snapshot.
 */
import { eq } from 'drizzle-orm';
import type { AiSummary, AnnotationElement, Generation, PlayerWorkflow } from '@stepwise/core';
import { transcriptions } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import { playerAiSummary, summaryOfWorkflow } from './ai-summary.js';
import { playerAnnotations, signedElements } from './annotations.js';
import { workflowAudioTracks } from './dub-playlist.js';
import { playerAttachments } from './step-attachments.js';
import type { WorkflowRow } from './workflow-access.js';
import type { KeySigner } from './workflow-edits.js';
import {
  authorOf,
  stepDetail,
  stepsOf,
  workflowView,
  type StepRow,
  type TranscriptionRow,
} from './workflow-view.js';
import { snapshotWorkflowFields } from './workflow-version-snapshot.js';
import type { WorkflowVersionRow } from './workflow-versions.js';
import type { WorkspaceRow } from './workspace-access.js';

/** What the answer is built from: a signed-in caller's or a public share's view of a workflow. */
export interface PlayerScope {
  tenant: Tenant;
  generation: Generation | string;
  workflow: WorkflowRow;
  workspace: WorkspaceRow;
  allowedOrigins: readonly string[];
}

/** The content played: the workflow's media columns and steps, now or as a version kept them. */
interface PlayerContent {
  workflow: WorkflowRow;
  author: Awaited<ReturnType<typeof authorOf>>;
  steps: StepRow[];
  texts: TranscriptionRow[];
  annotationsOf: (stepId: string) => AnnotationElement[];
  aiSummary: AiSummary | null;
  attachmentsOf?: Awaited<ReturnType<typeof playerAttachments>>;
  audioTracks?: PlayerWorkflow['audioTracks'];
  version?: PlayerWorkflow['version'];
}

function buildPlayerItem(
  scope: PlayerScope,
  content: PlayerContent,
  sign: KeySigner,
): PlayerWorkflow {
  const { workflow } = content;
  const imageMap: Record<string, string> = {};
  for (const [second, key] of Object.entries(workflow.imageMap ?? {})) {
    const url = sign(key);
    if (url) imageMap[second] = url;
  }
  const { attachmentsOf, annotationsOf } = content;
  return {
    ...workflowView(
      workflow,
      scope.workspace,
      content.steps,
      content.author,
      scope.generation === 'gen2',
    ),
    videoURL: sign(workflow.hlsKey),
    posterURL: sign(workflow.posterKey),
    imageMap,
    steps: content.steps.map((s) => ({
      ...stepDetail(s, content.texts),
      posterURL: sign(s.posterKey),
      // The step's attachments (issue 21), only when asked for.
      ...(attachmentsOf ? { attachments: attachmentsOf(s.id) } : {}),
      annotations: annotationsOf(s.id),
    })),
    allowedOrigins: [...scope.allowedOrigins],
    aiSummary: content.aiSummary,
    // The finished dubs (issue 22): the master playlist lists them as alternate audio.
    ...(content.audioTracks && content.audioTracks.length > 0
      ? { audioTracks: content.audioTracks }
      : {}),
    ...(content.version ? { version: content.version } : {}),
  };
}

/** The workflow as it is now (GET /v1/player/workflow, signed in or through a public share). */
export async function currentPlayerItem(
  scope: PlayerScope,
  sign: KeySigner,
  opts: { withAddons: boolean; origin: string },
): Promise<PlayerWorkflow> {
  const { tenant, workflow } = scope;
  const [stepList, texts, author, summary, attachmentsOf, audioTracks, annotationsOf] =
    await Promise.all([
      stepsOf({ tenant }, workflow.id),
      tenant.select(transcriptions, eq(transcriptions.workflowId, workflow.id)),
      authorOf({ tenant }, workflow),
      summaryOfWorkflow(tenant, workflow.id),
      opts.withAddons ? playerAttachments(tenant, workflow.id, sign, opts.origin) : undefined,
      workflowAudioTracks(tenant, workflow),
      // Issue 22: every step's annotations in one query (blur left out: it is burned in).
      playerAnnotations(tenant, workflow.id, sign),
    ]);
  return buildPlayerItem(
    scope,
    {
      workflow,
      author,
      steps: stepList,
      texts,
      annotationsOf,
      aiSummary: playerAiSummary(summary),
      ...(attachmentsOf ? { attachmentsOf } : {}),
      audioTracks,
    },
    sign,
  );
}

/**
 * A past version (002 §7): its media, steps, transcripts, annotations and summary from the
 * snapshot. No attachments (they are not versioned) and no dubbed tracks (they follow the
 * current media, not the version's).
 */
export async function versionPlayerItem(
  scope: PlayerScope,
  version: WorkflowVersionRow,
  sign: KeySigner,
): Promise<PlayerWorkflow> {
  const author = await authorOf({ tenant: scope.tenant }, scope.workflow);
  const s = version.snapshot;
  const kept = version.createdAt;
  const base = { organizationId: version.organizationId, workflowId: version.workflowId };
  const workflow: WorkflowRow = {
    ...scope.workflow,
    ...snapshotWorkflowFields(s),
    // As it was when kept: a published workflow.
    published: true,
    publishedDate: kept,
  };
  const steps: StepRow[] = [...s.steps]
    .sort((a, b) => a.order - b.order || a.startTime - b.startTime)
    .map((x) => ({ ...base, ...x, createdAt: kept }));
  const texts: TranscriptionRow[] = s.transcriptions.map((t) => ({
    ...base,
    id: `${version.id}-${t.languageCode}`,
    languageCode: t.languageCode,
    sentences: t.sentences,
    source: t.source,
    createdAt: kept,
    updatedAt: kept,
  }));
  const elements = (stepId: string) =>
    ((s.annotations[stepId] ?? []) as AnnotationElement[]).filter((e) => e.type !== 'blur');
  return buildPlayerItem(
    scope,
    {
      workflow,
      author,
      steps,
      texts,
      annotationsOf: (stepId) => signedElements(elements(stepId), sign),
      aiSummary: (s.aiSummary as AiSummary | null) ?? null,
      version: {
        id: version.id,
        version: version.version,
        createdAt: kept.toISOString(),
        latest: version.latest,
      },
    },
    sign,
  );
}
