import {
  BlockedReason,
  ConvertStatus,
  EditorStatus,
  EditType,
  isEditorBusy,
  isEditorTranscoding,
  ReviewStatus,
  SpeechStatus,
  StepsStatus,
} from './workflow-status.js';

/** 001 §4 card status set; in_review is added because rule 3 produces it and editing allows it. */
export const CARD_STATUSES = [
  'processing',
  'transcoding',
  'failed',
  'new',
  'unpublished',
  'published',
  'no-access',
  'in_review',
  'in_progress',
] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/**
 * What the card rule reads from a workflow. The editor is chosen by `editType` (001 §2): only
 * 'new_editor' is the new editor, anything else is the old one.
 */
export interface CardStatusInput {
  editType: string;
  published: boolean;
  processed: boolean;
  blocked: string;
  editorStatus: string;
  speechStatus: string;
  stepsStatus: string;
  reviewStatus: string;
  frameCaptureStatus: string;
  videoExtractStatus: string;
  convertStatus?: string;
  steps: readonly unknown[];
  imageMap: Readonly<Record<string, string>> | null;
}

/** `gen2`: the organisation's gen2 flag, which stands in for an image map (001 §4 "Ready"). */
export interface CardStatusOptions {
  gen2?: boolean;
}

const isNewEditor = (w: Pick<CardStatusInput, 'editType'>) => w.editType === EditType.NewEditor;
const hasImageMap = (imageMap: CardStatusInput['imageMap']) =>
  imageMap !== null && Object.keys(imageMap).length > 0;
const mentionsError = (status: string | undefined) =>
  status !== undefined && status.toLowerCase().includes('error');

/**
 * 001 §4 "Ready". New editor: builder completed or text-to-speech processing. Old editor: steps
 * exist and speech is completed, sentences-finished with an image map (or gen2), or waiting.
 * 'not configured' (no speech-to-text provider) counts as completed: no transcript is coming.
 */
export function isWorkflowReady(w: CardStatusInput, opts: CardStatusOptions = {}): boolean {
  if (isNewEditor(w)) {
    return (
      w.editorStatus === EditorStatus.CompletedBuildermain ||
      w.editorStatus === EditorStatus.ProcessingTextToSpeech
    );
  }
  if (w.steps.length === 0) return false;
  switch (w.speechStatus) {
    case SpeechStatus.Completed:
    case SpeechStatus.NotConfigured:
    case SpeechStatus.Waiting:
      return true;
    case SpeechStatus.SentencesFinished:
      return hasImageMap(w.imageMap) || opts.gen2 === true;
    default:
      return false;
  }
}

/**
 * 001 §4 "Card status for a workflow (edit mode), derived in this order". 'no-access' and
 * 'in_progress' are never derived here: the caller sets no-access for private-workspace content
 * the user is not assigned to, and the spec gives in_progress no rule.
 */
export function cardStatus(w: CardStatusInput, opts: CardStatusOptions = {}): CardStatus {
  if (w.published) return 'published';
  const transcoding = isNewEditor(w)
    ? isEditorTranscoding(w.editorStatus)
    : w.blocked !== BlockedReason.None;
  if (transcoding) return 'transcoding';
  if (isWorkflowReady(w, opts)) {
    if (!w.processed) return 'new';
    return w.reviewStatus === ReviewStatus.InProgress ? 'in_review' : 'unpublished';
  }
  const failed = [w.stepsStatus, w.speechStatus, w.frameCaptureStatus, w.videoExtractStatus].some(
    mentionsError,
  );
  return failed ? 'failed' : 'processing';
}

const EDITABLE: readonly CardStatus[] = ['unpublished', 'published', 'new', 'in_review'];

/** 001 §4: editing is allowed only in unpublished, published, new and in_review. */
export function canEditCard(status: CardStatus): boolean {
  return EDITABLE.includes(status);
}

/**
 * 001 §4: disabled in view mode when not published or when the user is not assigned to the
 * private workspace. Leave `assignedToPrivateWorkspace` out (or true) for a public workspace.
 */
export function cardDisabledInViewMode(card: {
  published: boolean;
  assignedToPrivateWorkspace?: boolean;
}): boolean {
  return !card.published || card.assignedToPrivateWorkspace === false;
}

export interface DuplicationBlocker {
  reason: 'busy' | 'error' | 'in-review';
  field: keyof CardStatusInput;
  value: string;
}

const BUSY_CONVERT: readonly string[] = [
  ConvertStatus.JobScheduled,
  ConvertStatus.Running,
  ConvertStatus.Transcoding,
];
const BUSY_STEPS: readonly string[] = [StepsStatus.Scheduled, StepsStatus.Running];

/**
 * 001 §4 "Duplication allowed only when the workflow has no busy or error indicator"; the list
 * is what the server logs as reasons, and empty means allowed. Busy: an editor operation or any
 * processing / transcoding editor step, a blocked reason, a running transcript, scheduled or
 * running segmentation, or a pending conversion. Error: any status mentioning 'error'. 001 §5
 * "Workflow copy rejected while in review" adds 'in-review', which the server answers with
 * ErrorCode.SopInReview (50) rather than a generic refusal.
 */
export function duplicationBlockers(w: CardStatusInput): DuplicationBlocker[] {
  const blockers: DuplicationBlocker[] = [];
  const add = (reason: DuplicationBlocker['reason'], field: keyof CardStatusInput, value: string) =>
    blockers.push({ reason, field, value });

  if (w.reviewStatus === ReviewStatus.InProgress) add('in-review', 'reviewStatus', w.reviewStatus);
  const editor = w.editorStatus;
  if (isEditorBusy(editor) || isEditorTranscoding(editor) || editor.startsWith('processing ')) {
    add('busy', 'editorStatus', editor);
  }
  if (w.blocked !== BlockedReason.None) add('busy', 'blocked', w.blocked);
  if (w.speechStatus === SpeechStatus.RunningTranscript)
    add('busy', 'speechStatus', w.speechStatus);
  if (BUSY_STEPS.includes(w.stepsStatus)) add('busy', 'stepsStatus', w.stepsStatus);
  if (w.convertStatus !== undefined && BUSY_CONVERT.includes(w.convertStatus)) {
    add('busy', 'convertStatus', w.convertStatus);
  }
  const statusFields = [
    'stepsStatus',
    'speechStatus',
    'frameCaptureStatus',
    'videoExtractStatus',
    'convertStatus',
  ] as const;
  for (const field of statusFields) {
    const value = w[field];
    if (value !== undefined && mentionsError(value)) add('error', field, value);
  }
  return blockers;
}
