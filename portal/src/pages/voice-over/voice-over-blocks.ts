/**
 * The block editor's state changes that are not core rules themselves: applying generation and
 * polling answers to the blocks (001 §4 on COMPLETED, auto-correct), keeping blocks in time
 * order, and the request body of "generate". Pure, so the hook stays a thin shell over them.
 */
import {
  onAudioCompleted,
  reorder,
  speedAfterOverrun,
  TextToSpeechStatus,
  VOICE_OVER,
  type AudioById,
  type TextToSpeechAudio,
  type TextToSpeechGenerate,
  type TtsBlock,
} from '@stepwise/core';

/** The voice id saved when a language has none (text to speech not configured: recordings only). */
export const NO_VOICE = 'none';

/** Blocks are kept in time order: the list reads as the video plays. */
export function insertByTime(blocks: readonly TtsBlock[], block: TtsBlock): TtsBlock[] {
  const at = blocks.findIndex((b) => b.startTime > block.startTime);
  const out = blocks.slice();
  out.splice(at === -1 ? out.length : at, 0, block);
  return out;
}

/** The generate body for these blocks (auto speed sends the block's length to fit). */
export function generateBody(
  languageCode: string,
  blocks: readonly TtsBlock[],
): TextToSpeechGenerate {
  return {
    languageCode,
    items: blocks.map((b) => ({
      text: b.text.trim(),
      voice: b.voice,
      rate: b.speed,
      ...(b.speed === VOICE_OVER.autoSpeed ? { targetDuration: b.endTime - b.startTime } : {}),
      text2SpeechId: b.text2SpeechId,
    })),
  };
}

/**
 * Audio answers merged into the blocks: a block whose audio completed takes its duration (001 §4)
 * and, when that audio overran it at a fixed speed, switches to auto speed (auto-correct); the
 * keys of those are returned to be generated again.
 */
export function applyAudio(
  blocks: readonly TtsBlock[],
  audios: AudioById,
): { blocks: TtsBlock[]; regenerate: string[] } {
  const regenerate: string[] = [];
  const next = blocks.map((b) => {
    const audio = b.text2SpeechId ? audios[b.text2SpeechId] : undefined;
    if (!audio || audio.status !== TextToSpeechStatus.Completed) return b;
    if (b.text.trim() !== audio.text.trim() || b.speed !== audio.rate || b.voice !== audio.voice) {
      return b;
    }
    const completed = onAudioCompleted(b, audio);
    const speed = audio.duration === null ? null : speedAfterOverrun(completed, audio.duration);
    if (speed === null) return completed;
    regenerate.push(b.key);
    return { ...completed, speed };
  });
  return { blocks: next, regenerate };
}

/** Audio answers keyed by id, over what was known. */
export function withAudios(
  known: AudioById,
  items: readonly TextToSpeechAudio[],
): Record<string, TextToSpeechAudio> {
  const out: Record<string, TextToSpeechAudio> = {};
  for (const [id, audio] of Object.entries(known)) if (audio) out[id] = audio;
  for (const item of items) out[item.id] = item;
  return out;
}

/** A voice of the language: an exact match first, then the same primary language, then any. */
export function voiceFor<V extends { id: string; languageCode: string | null }>(
  voices: readonly V[],
  languageCode: string,
): V | undefined {
  const primary = (code: string) => code.toLowerCase().split('-')[0];
  return (
    voices.find((v) => v.languageCode?.toLowerCase() === languageCode.toLowerCase()) ??
    voices.find((v) => v.languageCode && primary(v.languageCode) === primary(languageCode)) ??
    voices.find((v) => v.languageCode === null)
  );
}

/** The voices offered for a language (its own and the multilingual ones). */
export function voicesFor<V extends { id: string; languageCode: string | null }>(
  voices: readonly V[],
  languageCode: string,
): V[] {
  const primary = (code: string) => code.toLowerCase().split('-')[0];
  return voices.filter(
    (v) => v.languageCode === null || primary(v.languageCode) === primary(languageCode),
  );
}

/**
 * Drag reorder (001 §4: inserts at the drop position) on a list kept in time order: the blocks
 * move, the time slots stay — each block takes the start of the slot it lands in and keeps its
 * length, cut short by the next slot (a shortened block is dirty: its audio is fitted again).
 */
export function moveBlock(blocks: readonly TtsBlock[], from: number, to: number): TtsBlock[] {
  const starts = blocks.map((b) => b.startTime);
  return reorder(blocks, from, to).map((b, i, all) => {
    const start = starts[i] ?? b.startTime;
    const next = i + 1 < all.length ? (starts[i + 1] ?? Infinity) : Infinity;
    const end = Math.min(start + (b.endTime - b.startTime), next);
    if (start === b.startTime && end === b.endTime) return b;
    const shortened = end - start < b.endTime - b.startTime;
    return { ...b, startTime: start, endTime: end, isDirty: b.isDirty || shortened };
  });
}
