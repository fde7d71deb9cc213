import { describe, expect, it } from 'vitest';
import {
  BlockedReason,
  ConvertStatus,
  EditorStatus,
  EditType,
  isEditorBusy,
  isEditorTranscoding,
  isSegmentationRunning,
  isTranscoding,
  isTranscriptionRunning,
  ReviewStatus,
  SpeechStatus,
  StepsStatus,
} from './workflow-status.js';
import {
  blockedReasonSchema,
  convertStatusSchema,
  editorStatusSchema,
  editTypeSchema,
  speechStatusSchema,
  stepsStatusSchema,
} from './workflow-status.schema.js';

describe('workflow value sets', () => {
  it('001 §2: editType is original or new_editor', () => {
    expect(Object.values(EditType)).toEqual(['original', 'new_editor']);
    expect(editTypeSchema.safeParse('classic').success).toBe(false);
  });

  it('001 §4: every editorStatus of the spec list is accepted as spelled', () => {
    const specList = [
      '',
      'completed segmentation',
      'completed transcription',
      'completed buildermain',
      'processing cut',
      'erase',
      'patch transcription',
      'rotate',
      'segmentation',
      'buildermain',
      'transcription',
      're-transcription',
      'trim',
      'voice over',
      'voice over sections',
      'publish workflow',
      'transcoding multi-edit-steps',
    ];
    for (const status of specList) expect(editorStatusSchema.parse(status)).toBe(status);
    expect(Object.values(EditorStatus)).toEqual(expect.arrayContaining(specList));
  });

  it('001 §4: the processing forms other rules name are accepted too', () => {
    for (const status of [
      'processing segmentation',
      'processing text to speech',
      'processing publish workflow',
    ]) {
      expect(editorStatusSchema.safeParse(status).success).toBe(true);
    }
    expect(editorStatusSchema.safeParse('processing anything').success).toBe(false);
  });

  it('001 §4 "Other status sets": speech waiting, running transcript, sentences finished, completed; plus not configured and error', () => {
    expect(Object.values(SpeechStatus)).toEqual([
      'waiting',
      'running transcript',
      'sentences finished',
      'completed',
      'not configured',
      'error',
    ]);
    expect(speechStatusSchema.safeParse('done').success).toBe(false);
  });

  it('001 §4 "Other status sets": convert job scheduled, running, finished, transcoded, transcoding; plus error', () => {
    expect(Object.values(ConvertStatus)).toEqual([
      'job scheduled',
      'running',
      'finished',
      'transcoded',
      'transcoding',
      'error',
    ]);
    expect(convertStatusSchema.parse('job scheduled')).toBe('job scheduled');
  });

  it('stepsStatus: scheduled, running, completed, error', () => {
    expect(Object.values(StepsStatus)).toEqual(['scheduled', 'running', 'completed', 'error']);
    expect(stepsStatusSchema.safeParse('').success).toBe(false);
  });

  it('001 §4 "Blocked reasons": transcoding, copying original video, waiting backend initial, or none', () => {
    expect(Object.values(BlockedReason)).toEqual([
      '',
      'transcoding',
      'copying original video',
      'waiting backend initial',
    ]);
    expect(blockedReasonSchema.safeParse('busy').success).toBe(false);
  });

  it('001 §4 card rule 3: reviewStatus in_progress exists', () => {
    expect(ReviewStatus.InProgress).toBe('in_progress');
  });
});

describe('001 §4: the editor is busy for cut, erase, patch transcription, rotate, trim, voice over and text to speech', () => {
  it.each([
    'processing cut',
    'erase',
    'patch transcription',
    'rotate',
    'trim',
    'voice over',
    'processing text to speech',
    'processing erase',
  ])('%s is busy', (status) => {
    expect(isEditorBusy(status)).toBe(true);
  });

  it.each([
    '',
    'completed buildermain',
    'segmentation',
    'transcription',
    'voice over sections',
    'publish workflow',
  ])('"%s" is not busy', (status) => {
    expect(isEditorBusy(status)).toBe(false);
  });
});

describe('001 §4 derived states', () => {
  it('card rule 2: multi-edit transcoding and publish processing are transcoding steps', () => {
    expect(isEditorTranscoding('transcoding multi-edit-steps')).toBe(true);
    expect(isEditorTranscoding('processing publish workflow')).toBe(true);
    expect(isEditorTranscoding('completed buildermain')).toBe(false);
  });

  it('segmentation runs when stepsStatus is scheduled or running and editorStatus is processing segmentation', () => {
    const editorStatus = 'processing segmentation';
    expect(isSegmentationRunning({ stepsStatus: 'scheduled', editorStatus })).toBe(true);
    expect(isSegmentationRunning({ stepsStatus: 'running', editorStatus })).toBe(true);
    expect(isSegmentationRunning({ stepsStatus: 'completed', editorStatus })).toBe(false);
    expect(isSegmentationRunning({ stepsStatus: 'running', editorStatus: 'segmentation' })).toBe(
      false,
    );
  });

  it("transcription running is speechStatus 'running transcript'", () => {
    expect(isTranscriptionRunning({ speechStatus: 'running transcript' })).toBe(true);
    expect(isTranscriptionRunning({ speechStatus: 'waiting' })).toBe(false);
  });

  it('transcoding is blocked=transcoding', () => {
    expect(isTranscoding({ blocked: 'transcoding' })).toBe(true);
    expect(isTranscoding({ blocked: 'copying original video' })).toBe(false);
  });
});
