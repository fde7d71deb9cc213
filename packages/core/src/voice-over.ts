/**
 * Voice-over and text to speech (issue 22; 001 §3 text-to-speech block, voice-over state, audio
 * source, recording block; §4 text-to-speech audio and block statuses and their rules,
 * recording states; §9 voice-over constants). Zod-free; the wire shapes are
 * voice-over.schema.ts. Block times are seconds on the workflow's timeline (the whole video).
 *
 * The block rules themselves (statuses, global / mixed speed, auto-correct, new-block duration,
 * warnings, reorder) live below the constants and are unit-tested from 001 §4's numbers.
 */

/** 001 §9 / §3 voice-over constants. */
export const VOICE_OVER = {
  /** A block's default time (its audio's length until generated), seconds. */
  defaultTime: 0.5,
  defaultSpeed: 1,
  /** globalSpeed -1: the blocks have different speeds. */
  mixedSpeed: -1,
  /** speed 0: 'auto' — the audio is fitted to the block's length. */
  autoSpeed: 0,
  minSpeed: 0.5,
  maxSpeed: 2,
  /** Audio within this of the block's length counts as matching it (auto-correct). */
  autoCorrectTolerance: 0.75,
  /** (new editor) a dirty block whose duration differs by more than this needs new audio. */
  dirtyTolerance: 0.02,
  /** A new block lasts 5 s, cut short by the next block, a deleted segment or the video's end. */
  newBlockSeconds: 5,
  /** Not in the spec: limits a body can carry. */
  textMax: 3000,
  blocksMax: 500,
} as const;

/** 001 §4 text-to-speech audio status. */
export const TextToSpeechStatus = {
  Pending: 'PENDING',
  Processing: 'PROCESSING',
  Completed: 'COMPLETED',
  Failure: 'FAILURE',
  Todo: 'TODO',
} as const;
export type TextToSpeechStatusValue = (typeof TextToSpeechStatus)[keyof typeof TextToSpeechStatus];
export const TEXT_TO_SPEECH_STATUSES = [
  'PENDING',
  'PROCESSING',
  'COMPLETED',
  'FAILURE',
  'TODO',
] as const;

/** 001 §4 block status values (what the block editor shows). */
export const BlockStatus = {
  Todo: 'todo',
  WarningAllowGenerate: 'warningAllowGenerate',
  WarningPendingUserAction: 'warningPendingUserAction',
  AudioLoading: 'audioLoading',
  Playing: 'playing',
  Pending: 'pending',
  Processing: 'processing',
  Completed: 'completed',
  Failure: 'failure',
} as const;
export type BlockStatusValue = (typeof BlockStatus)[keyof typeof BlockStatus];

/** 001 §4 per-block warnings. */
export const BlockWarning = {
  GenerationFailed: 'generationFailed',
  ExceedsBlock: 'exceedsBlock',
  ExceedsVideo: 'exceedsVideo',
  OverlapsDeleted: 'overlapsDeleted',
} as const;
export type BlockWarningValue = (typeof BlockWarning)[keyof typeof BlockWarning];

/** 001 §4 recording states. Controls are disabled while recording, counting down or paused. */
export const RecordingState = {
  Waiting: 'waiting',
  Countdown: 'countdown',
  Pause: 'pause',
  Recording: 'recording',
  Finish: 'finish',
} as const;
export type RecordingStateValue = (typeof RecordingState)[keyof typeof RecordingState];
/** Seconds counted down before recording starts (not in the spec). */
export const RECORDING_COUNTDOWN_SECONDS = 3;

export interface VoiceWord {
  word: string;
  startTime: number;
  endTime: number;
}

/** 001 §3 text-to-speech block (the block editor's unit). */
export interface TtsBlock {
  key: string;
  /** The generated audio this block plays (null until generated). */
  text2SpeechId: string | null;
  text: string;
  /** The audio's length once generated (VOICE_OVER.defaultTime until then). */
  time: number;
  /** 0.5..2, or VOICE_OVER.autoSpeed (0). */
  speed: number;
  markedText?: string;
  startTime: number;
  endTime: number;
  voice: string;
  words?: VoiceWord[];
  /** 'recording': audio recorded in the browser (text is a label; never regenerated). */
  source: 'tts' | 'recording';
  isDirty?: boolean;
}

/** 001 §3 audio source (a generated or recorded clip). */
export interface TextToSpeechAudio {
  id: string;
  voice: string;
  rate: number;
  text: string;
  duration: number | null;
  status: TextToSpeechStatusValue;
  speechURL: string | null;
  words?: VoiceWord[];
  error: string | null;
}

/** 001 §3 voice-over state. */
export interface VoiceOverState {
  voice: string;
  blocks: TtsBlock[];
  selected: number;
  /** VOICE_OVER.mixedSpeed when the blocks differ. */
  globalSpeed: number;
  /** The blocks as last saved (for "local data equals server"). */
  previous: TtsBlock[];
}
