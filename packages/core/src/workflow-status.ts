// The workflow's enumerated values (001 §2, §4). They live together because the schema, the card
// rule and the jobs that move a workflow along all read the same strings.

/** 001 §2: original is the classic editor, new_editor the advanced one. */
export const EditType = {
  Original: 'original',
  NewEditor: 'new_editor',
} as const;
export type EditTypeValue = (typeof EditType)[keyof typeof EditType];

/**
 * 001 §4 "Workflow editorStatus", spelled as the spec spells them (the empty string is "empty").
 * The last three are the processing forms other rules of §4 name: segmentation runs under
 * 'processing segmentation', a new-editor card is ready during 'processing text to speech' and
 * transcoding during a "publish-processing step".
 */
export const EditorStatus = {
  None: '',
  CompletedSegmentation: 'completed segmentation',
  CompletedTranscription: 'completed transcription',
  CompletedBuildermain: 'completed buildermain',
  ProcessingCut: 'processing cut',
  Erase: 'erase',
  PatchTranscription: 'patch transcription',
  Rotate: 'rotate',
  Segmentation: 'segmentation',
  Buildermain: 'buildermain',
  Transcription: 'transcription',
  ReTranscription: 're-transcription',
  Trim: 'trim',
  VoiceOver: 'voice over',
  VoiceOverSections: 'voice over sections',
  PublishWorkflow: 'publish workflow',
  TranscodingMultiEditSteps: 'transcoding multi-edit-steps',
  ProcessingSegmentation: 'processing segmentation',
  ProcessingTextToSpeech: 'processing text to speech',
  ProcessingPublishWorkflow: 'processing publish workflow',
} as const;
export type EditorStatusValue = (typeof EditorStatus)[keyof typeof EditorStatus];

/** 001 §4: the operations during which the editor is busy (also the popup request types). */
export const BUSY_EDITOR_OPERATIONS = [
  'cut',
  'erase',
  'patch transcription',
  'rotate',
  'trim',
  'voice over',
  'text to speech',
] as const;

const PROCESSING_PREFIX = 'processing ';

/**
 * 001 §4: busy for cut, erase, patch transcription, rotate, trim, voice over and text to speech,
 * in the bare form ('erase') or the processing form ('processing cut'). 'voice over sections' is
 * a status of its own and not in the spec's busy list, so it does not count.
 */
export function isEditorBusy(editorStatus: string): boolean {
  const operation = editorStatus.startsWith(PROCESSING_PREFIX)
    ? editorStatus.slice(PROCESSING_PREFIX.length)
    : editorStatus;
  return (BUSY_EDITOR_OPERATIONS as readonly string[]).includes(operation);
}

/** 001 §4 card rule 2 (new editor): a multi-edit transcoding or publish-processing step. */
export const TRANSCODING_EDITOR_STATUSES = [
  EditorStatus.TranscodingMultiEditSteps,
  EditorStatus.PublishWorkflow,
  EditorStatus.ProcessingPublishWorkflow,
] as const;

export function isEditorTranscoding(editorStatus: string): boolean {
  return (TRANSCODING_EDITOR_STATUSES as readonly string[]).includes(editorStatus);
}

/** 001 §4 "Other status sets", speech. */
export const SpeechStatus = {
  Waiting: 'waiting',
  RunningTranscript: 'running transcript',
  SentencesFinished: 'sentences finished',
  Completed: 'completed',
  // Ours: the server has no speech-to-text provider, so no transcript will ever come. The card
  // rule treats it like completed, or such workflows would read "processing" for ever.
  NotConfigured: 'not configured',
  // Ours: the card rule reads any status mentioning 'error' as failed.
  Error: 'error',
} as const;
export type SpeechStatusValue = (typeof SpeechStatus)[keyof typeof SpeechStatus];

/** 001 §4 "Other status sets", convert, plus 'error' for a failed transcode. */
export const ConvertStatus = {
  JobScheduled: 'job scheduled',
  Running: 'running',
  Finished: 'finished',
  Transcoded: 'transcoded',
  Transcoding: 'transcoding',
  Error: 'error',
} as const;
export type ConvertStatusValue = (typeof ConvertStatus)[keyof typeof ConvertStatus];

/** Segmentation (step building) progress; 001 §4 names scheduled and running. */
export const StepsStatus = {
  Scheduled: 'scheduled',
  Running: 'running',
  Completed: 'completed',
  Error: 'error',
} as const;
export type StepsStatusValue = (typeof StepsStatus)[keyof typeof StepsStatus];

/** 001 §4 "Blocked reasons"; the empty string means not blocked. */
export const BlockedReason = {
  None: '',
  Transcoding: 'transcoding',
  CopyingOriginalVideo: 'copying original video',
  WaitingBackendInitial: 'waiting backend initial',
} as const;
export type BlockedReasonValue = (typeof BlockedReason)[keyof typeof BlockedReason];

/**
 * Approval review. The spec names only in_progress (001 §4 card rule 3); the other values follow
 * the approval outcomes of 002 §4 (approved, rejected, canceled).
 */
export const ReviewStatus = {
  None: '',
  InProgress: 'in_progress',
  Approved: 'approved',
  Rejected: 'rejected',
  Canceled: 'canceled',
} as const;
export type ReviewStatusValue = (typeof ReviewStatus)[keyof typeof ReviewStatus];

/** 001 §4: segmentation runs when stepsStatus is scheduled or running under 'processing segmentation'. */
export function isSegmentationRunning(w: { stepsStatus: string; editorStatus: string }): boolean {
  return (
    (w.stepsStatus === StepsStatus.Scheduled || w.stepsStatus === StepsStatus.Running) &&
    w.editorStatus === EditorStatus.ProcessingSegmentation
  );
}

/** 001 §4: transcription running is speechStatus 'running transcript'. */
export function isTranscriptionRunning(w: { speechStatus: string }): boolean {
  return w.speechStatus === SpeechStatus.RunningTranscript;
}

/** 001 §4: transcoding is blocked=transcoding. */
export function isTranscoding(w: { blocked: string }): boolean {
  return w.blocked === BlockedReason.Transcoding;
}
