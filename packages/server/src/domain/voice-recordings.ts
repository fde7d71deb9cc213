/**
 * POST /v1/workflows/{id}/voice-over-recordings (issue 22; 001 §3 recording block): a finished
 * upload of audio recorded in the browser becomes a COMPLETED audio source (kind 'recording',
 * voice 'recording', rate 1, its label as text) that a recording block plays.
 *
 * The bytes decide what it is, never the name: webm / ogg / mp4 / wav / mpeg by their first
 * bytes, then ffprobe must find an audio stream in it. Anything else, or more than
 * VOICE_RECORDING_MAX_BYTES, is refused with 422 and the upload removed (it can never be used).
 * It is stored like generated speech (AAC .m4a at voiceOverKey), its length measured by ffprobe.
 */
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ErrorCode,
  StepwiseError,
  TextToSpeechStatus,
  VOICE_RECORDING_MAX_BYTES,
} from '@stepwise/core';
import { newId } from '../db/ids.js';
import { textToSpeech } from '../db/schema.js';
import { isMediaError } from '../media/media-error.js';
import { probe } from '../media/probe.js';
import { encodeSpeechAudio } from '../media/speech-audio.js';
import { workArea } from '../media/work-area.js';
import type { ObjectStorage } from '../storage/storage.js';
import { ownUpload, removeUpload } from '../uploads/uploads.js';
import type { Caller } from './caller.js';
import { speechFingerprint, voiceOverKey, type TextToSpeechRow } from './text-to-speech.js';
import { uploadBytes } from './upload-files.js';
import { editableWorkflow } from './workflow-access.js';

export type RecordingContainer = 'webm' | 'ogg' | 'mp4' | 'wav' | 'mpeg';

/** The audio container the first bytes show, among those browsers record; null for others. */
export function sniffRecording(bytes: Uint8Array): RecordingContainer | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    return 'webm'; // EBML: webm and Matroska
  }
  if (ascii(0, 4) === 'OggS') return 'ogg';
  if (ascii(4, 8) === 'ftyp') return 'mp4';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav';
  // An ID3 tag, or an MPEG audio frame's sync word (11 bits set).
  if (ascii(0, 3) === 'ID3' || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) {
    return 'mpeg';
  }
  return null;
}

const unusable = (message: string, data?: unknown) =>
  new StepwiseError(ErrorCode.Unprocessable, message, { category: 'validation', data });

/** The recording's bytes to stored AAC: its storage key and length. */
async function storeRecording(
  storage: ObjectStorage,
  bytes: Uint8Array,
  key: string,
): Promise<number> {
  const dir = await workArea().makeDir('voice-recording-');
  try {
    const input = join(dir, 'recording');
    await writeFile(input, bytes);
    // A browser's MediaRecorder writes webm as a stream, without a duration, which probe refuses;
    // ffmpeg decodes it all the same. So only a file probe reads and finds without audio is
    // refused here; the encode below (which measures what it wrote) refuses what it cannot read.
    const info = await probe(input).catch(() => null);
    if (info && !info.audio) throw unusable('The recording has no audio stream ffprobe can read');
    const out = await encodeSpeechAudio(input, join(dir, 'recording.m4a')).catch((err) => {
      if (isMediaError(err)) throw unusable(`The recording could not be read: ${err.message}`);
      throw err;
    });
    await storage.put(key, out.file);
    return Math.round(out.durationSeconds * 1000) / 1000;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** See the module comment. */
export async function addVoiceRecording(
  caller: Caller,
  storage: ObjectStorage,
  workflowId: string,
  body: { uploadId: string; languageCode: string; label: string },
): Promise<TextToSpeechRow> {
  const { workflow } = await editableWorkflow(caller, workflowId);
  const upload = await ownUpload(caller, body.uploadId);
  const refuse = async (err: StepwiseError) => {
    await removeUpload(caller.tenant, storage, upload.id);
    return err;
  };
  if (upload.sizeBytes > VOICE_RECORDING_MAX_BYTES) {
    throw await refuse(
      unusable(`A recording is at most ${VOICE_RECORDING_MAX_BYTES / 1024 / 1024} MB`, {
        maxBytes: VOICE_RECORDING_MAX_BYTES,
      }),
    );
  }
  const bytes = await uploadBytes(caller.tenant, storage, upload);
  if (!sniffRecording(bytes)) {
    throw await refuse(unusable('The recording is not webm, ogg, mp4, wav or mpeg audio'));
  }
  const id = newId();
  const key = voiceOverKey(caller.organizationId, workflow.id, id);
  let duration: number;
  try {
    duration = await storeRecording(storage, bytes, key);
  } catch (err) {
    if (err instanceof StepwiseError) throw await refuse(err);
    throw err;
  }
  const [row] = await caller.tenant.insert(textToSpeech, {
    id,
    workflowId: workflow.id,
    kind: 'recording',
    languageCode: body.languageCode,
    text: body.label,
    voice: 'recording',
    rate: 1,
    // Never reused by a generation: its own id makes the fingerprint unique.
    fingerprint: speechFingerprint({ kind: 'recording', voice: 'recording', rate: 1, text: id }),
    status: TextToSpeechStatus.Completed,
    duration,
    storageKey: key,
    createdBy: caller.userId,
  });
  await removeUpload(caller.tenant, storage, upload.id);
  return row!;
}
