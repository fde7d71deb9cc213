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

// ---- block rules (001 §4) -----------------------------------------------------------------------

/** A stretch of the timeline, seconds (a deleted segment). */
export interface TimeRange {
  start: number;
  end: number;
}
/** What the placement rules need to know about the video. */
export interface VideoBounds {
  videoDuration: number;
  /** Stretches cut from the video (a block must not sound over them). */
  deletedSegments: readonly TimeRange[];
}
/** Generated audio by id (what polling and generation answered). */
export type AudioById = Readonly<Record<string, TextToSpeechAudio | undefined>>;

const EPSILON = 1e-6;
const lengthOf = (b: Pick<TtsBlock, 'startTime' | 'endTime'>) => b.endTime - b.startTime;

/** 001 §4: TODO and FAILURE blocks need generation. */
export function blockNeedsGeneration(status: TextToSpeechStatusValue): boolean {
  return status === TextToSpeechStatus.Todo || status === TextToSpeechStatus.Failure;
}

/** 001 §4: PENDING and PROCESSING audio is polled by id. */
export function audioIsPolled(status: TextToSpeechStatusValue): boolean {
  return status === TextToSpeechStatus.Pending || status === TextToSpeechStatus.Processing;
}

/**
 * 001 §4: a completed block reverts to todo when its text, speed or voice differs from the
 * stored audio, or (new editor) when a dirty block's length differs from the audio's by more
 * than dirtyTolerance (0.02 s). A recording is never regenerated.
 */
export function revertsToTodo(
  block: TtsBlock,
  audio: TextToSpeechAudio,
  options: { newEditor: boolean },
): boolean {
  if (block.source === 'recording') return false;
  if (block.text.trim() !== audio.text.trim()) return true;
  if (block.speed !== audio.rate || block.voice !== audio.voice) return true;
  if (!options.newEditor || !block.isDirty || audio.duration === null) return false;
  return Math.abs(lengthOf(block) - audio.duration) > VOICE_OVER.dirtyTolerance;
}

/** The audio status the block stands at: TODO when it has none or its audio is stale. */
export function blockAudioStatus(
  block: TtsBlock,
  audio?: TextToSpeechAudio,
): TextToSpeechStatusValue {
  if (!block.text2SpeechId || !audio || audio.id !== block.text2SpeechId) {
    return TextToSpeechStatus.Todo;
  }
  if (
    audio.status === TextToSpeechStatus.Completed &&
    revertsToTodo(block, audio, { newEditor: true })
  ) {
    return TextToSpeechStatus.Todo;
  }
  return audio.status;
}

/** A block needs generating: a voiced block with text whose audio is TODO or FAILURE. */
export function blockWantsAudio(block: TtsBlock, audio?: TextToSpeechAudio): boolean {
  if (block.source === 'recording' || block.text.trim() === '') return false;
  return blockNeedsGeneration(blockAudioStatus(block, audio));
}

/** The indices of the blocks "generate all" sends (only those that need it). */
export function blocksToGenerate(blocks: readonly TtsBlock[], audios: AudioById): number[] {
  const out: number[] = [];
  blocks.forEach((b, i) => {
    if (blockWantsAudio(b, b.text2SpeechId ? audios[b.text2SpeechId] : undefined)) out.push(i);
  });
  return out;
}

/** Audio within autoCorrectTolerance (0.75 s) of the block's length counts as matching it. */
export function audioFitsBlock(audioDuration: number, blockLength: number): boolean {
  return audioDuration <= blockLength + VOICE_OVER.autoCorrectTolerance + EPSILON;
}

const overlaps = (a: TimeRange, b: TimeRange) =>
  a.start < b.end - EPSILON && b.start < a.end - EPSILON;

/**
 * 001 §4 per-block warnings: generation failed; the audio is longer than the block (beyond the
 * auto-correct tolerance); the block or its audio runs past the video's end; it sounds over a
 * deleted segment.
 */
export function blockWarnings(
  block: TtsBlock,
  audio: TextToSpeechAudio | undefined,
  bounds: VideoBounds,
): BlockWarningValue[] {
  const status = blockAudioStatus(block, audio);
  const warnings: BlockWarningValue[] = [];
  if (status === TextToSpeechStatus.Failure) warnings.push(BlockWarning.GenerationFailed);
  const duration = status === TextToSpeechStatus.Completed ? (audio?.duration ?? null) : null;
  if (duration !== null && !audioFitsBlock(duration, lengthOf(block))) {
    warnings.push(BlockWarning.ExceedsBlock);
  }
  const sounds: TimeRange = {
    start: block.startTime,
    end: Math.max(block.endTime, block.startTime + (duration ?? 0)),
  };
  if (sounds.end > bounds.videoDuration + EPSILON) warnings.push(BlockWarning.ExceedsVideo);
  if (bounds.deletedSegments.some((d) => overlaps(sounds, d))) {
    warnings.push(BlockWarning.OverlapsDeleted);
  }
  return warnings;
}

/** What the block's player is doing, and the block's warnings, for its status. */
export interface BlockStatusFlags {
  audioLoading?: boolean;
  playing?: boolean;
  warnings?: readonly BlockWarningValue[];
}

/**
 * 001 §4 block status: playing / loading its audio first, then the audio's status; a completed
 * block with a warning is warningPendingUserAction when only the author can fix it (move the
 * block off the video's end or a deleted segment), warningAllowGenerate when regenerating can
 * (the audio is too long for the block).
 */
export function blockStatusOf(
  block: TtsBlock,
  audio: TextToSpeechAudio | undefined,
  flags: BlockStatusFlags = {},
): BlockStatusValue {
  if (flags.playing) return BlockStatus.Playing;
  if (flags.audioLoading) return BlockStatus.AudioLoading;
  switch (blockAudioStatus(block, audio)) {
    case TextToSpeechStatus.Pending:
      return BlockStatus.Pending;
    case TextToSpeechStatus.Processing:
      return BlockStatus.Processing;
    case TextToSpeechStatus.Failure:
      return BlockStatus.Failure;
    case TextToSpeechStatus.Todo:
      return BlockStatus.Todo;
    case TextToSpeechStatus.Completed: {
      const warnings = flags.warnings ?? [];
      if (
        warnings.some((w) => w === BlockWarning.ExceedsVideo || w === BlockWarning.OverlapsDeleted)
      ) {
        return BlockStatus.WarningPendingUserAction;
      }
      if (warnings.includes(BlockWarning.ExceedsBlock)) return BlockStatus.WarningAllowGenerate;
      return BlockStatus.Completed;
    }
  }
}

/** 001 §4: on COMPLETED the block time becomes the larger of its time and the audio's duration. */
export function onAudioCompleted(block: TtsBlock, audio: TextToSpeechAudio): TtsBlock {
  const next: TtsBlock = {
    ...block,
    text2SpeechId: audio.id,
    time: Math.max(block.time, audio.duration ?? 0),
    isDirty: false,
  };
  if (audio.words) next.words = audio.words;
  return next;
}

/**
 * 001 §4 auto-correct: generated audio longer than its block (beyond 0.75 s) switches a block
 * not already at auto speed to auto (0), to be generated again fitted to the block. Null: keep.
 */
export function speedAfterOverrun(block: TtsBlock, audioDuration: number): number | null {
  if (block.source === 'recording' || block.speed === VOICE_OVER.autoSpeed) return null;
  return audioFitsBlock(audioDuration, lengthOf(block)) ? null : VOICE_OVER.autoSpeed;
}

/** 001 §4: all audio is ready when every block has generated, known audio and no batch runs. */
export function allAudioReady(
  blocks: readonly TtsBlock[],
  audios: AudioById,
  batchInProgress: boolean,
): boolean {
  if (batchInProgress) return false;
  return blocks.every((b) => {
    const audio = b.text2SpeechId ? audios[b.text2SpeechId] : undefined;
    return audio !== undefined && blockAudioStatus(b, audio) === TextToSpeechStatus.Completed;
  });
}

/** 001 §4: local data equals the server's when the count and each block's id, text, speed and time match. */
export function equalsServer(blocks: readonly TtsBlock[], previous: readonly TtsBlock[]): boolean {
  return (
    blocks.length === previous.length &&
    blocks.every((b, i) => {
      const p = previous[i];
      return (
        p !== undefined &&
        b.key === p.key &&
        b.text2SpeechId === p.text2SpeechId &&
        b.text === p.text &&
        b.speed === p.speed &&
        b.time === p.time &&
        b.startTime === p.startTime &&
        b.endTime === p.endTime
      );
    })
  );
}

/** 001 §4: new blocks take the global speed, or 1 when it is mixed. */
export function newBlockSpeed(globalSpeed: number): number {
  return globalSpeed === VOICE_OVER.mixedSpeed ? VOICE_OVER.defaultSpeed : globalSpeed;
}

/** 001 §4: a block speed different from the global one makes the global one mixed (-1). */
export function setBlockSpeed(state: VoiceOverState, index: number, speed: number): VoiceOverState {
  const block = state.blocks[index];
  if (!block) return state;
  const blocks = state.blocks.map((b, i) => (i === index ? { ...b, speed } : b));
  const globalSpeed = speed === state.globalSpeed ? state.globalSpeed : VOICE_OVER.mixedSpeed;
  return { ...state, blocks, globalSpeed };
}

/** 001 §4: a global speed other than -1 applies to every voiced block; -1 only marks it mixed. */
export function setGlobalSpeed(state: VoiceOverState, speed: number): VoiceOverState {
  if (speed === VOICE_OVER.mixedSpeed) return { ...state, globalSpeed: speed };
  const blocks = state.blocks.map((b) => (b.source === 'tts' ? { ...b, speed } : b));
  return { ...state, blocks, globalSpeed: speed };
}

/** 001 §4 drag reorder: the block moved from `from` is inserted at the drop position `to`. */
export function reorder<T>(items: readonly T[], from: number, to: number): T[] {
  const out = items.slice();
  if (from < 0 || from >= out.length || to < 0 || to >= out.length) return out;
  const [moved] = out.splice(from, 1);
  out.splice(to, 0, moved as T);
  return out;
}

/**
 * 001 §4 new block at `at` (the playhead): 5 s long, cut short by the next block, a deleted
 * segment or the video's end; VOICE_OVER's default time and the global (or 1 when mixed) speed.
 * Null when there is no room: the playhead is inside a block or a deleted segment, or at the end.
 */
export function newBlock(
  state: Pick<VoiceOverState, 'blocks' | 'globalSpeed' | 'voice'>,
  at: number,
  bounds: VideoBounds & { key: string },
): TtsBlock | null {
  const start = Math.max(0, at);
  const inside = (r: TimeRange) => r.start - EPSILON <= start && start < r.end - EPSILON;
  if (state.blocks.some((b) => inside({ start: b.startTime, end: b.endTime }))) return null;
  if (bounds.deletedSegments.some(inside)) return null;
  let end = Math.min(start + VOICE_OVER.newBlockSeconds, bounds.videoDuration);
  for (const b of state.blocks) if (b.startTime >= start) end = Math.min(end, b.startTime);
  for (const d of bounds.deletedSegments) if (d.start >= start) end = Math.min(end, d.start);
  if (end - start < 0.1) return null;
  return {
    key: bounds.key,
    text2SpeechId: null,
    text: '',
    time: VOICE_OVER.defaultTime,
    speed: newBlockSpeed(state.globalSpeed),
    startTime: start,
    endTime: end,
    voice: state.voice,
    source: 'tts',
  };
}

// ---- recording (001 §4 recording states) --------------------------------------------------------

export type RecordingEvent = 'start' | 'countdownDone' | 'pause' | 'resume' | 'finish' | 'reset';

const RECORDING_MOVES: Record<
  RecordingStateValue,
  Partial<Record<RecordingEvent, RecordingStateValue>>
> = {
  waiting: { start: 'countdown' },
  countdown: { countdownDone: 'recording', reset: 'waiting' },
  recording: { pause: 'pause', finish: 'finish' },
  pause: { resume: 'recording', finish: 'finish' },
  finish: { reset: 'waiting' },
};

/**
 * The recording panel's states: waiting -> countdown -> recording <-> pause -> finish (and
 * back to waiting for another take, or when a countdown is cancelled). Null: not allowed.
 */
export function nextRecordingState(
  state: RecordingStateValue,
  event: RecordingEvent,
): RecordingStateValue | null {
  return RECORDING_MOVES[state][event] ?? null;
}

/** 001 §4: the editor's controls are disabled while recording, counting down or paused. */
export function controlsDisabled(state: RecordingStateValue): boolean {
  return (
    state === RecordingState.Recording ||
    state === RecordingState.Countdown ||
    state === RecordingState.Pause
  );
}
