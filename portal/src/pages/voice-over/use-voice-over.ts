/**
 * The voice-over of one language of a workflow (001 §3 voice-over state): its blocks, their
 * audio, the latest saved history, generation (only the blocks that need it), polling PENDING /
 * PROCESSING audio every second, auto-correct, and saving. The rules are core's
 * (voice-over.ts); this hook holds the state and talks to the server.
 */
import {
  generateTextToSpeech,
  getTextToSpeech,
  getTextToSpeechHistories,
  saveTextToSpeechHistory,
  type Api,
} from '@stepwise/api';
import {
  audioIsPolled,
  blocksToGenerate,
  equalsServer,
  setBlockSpeed,
  setGlobalSpeed,
  VOICE_OVER,
  type TextToSpeechAudio,
  type TtsBlock,
  type VoiceOverState,
} from '@stepwise/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../../i18n/t';
import {
  applyAudio,
  generateBody,
  insertByTime,
  moveBlock,
  NO_VOICE,
  withAudios,
} from './voice-over-blocks';

/** 001 §4: PENDING and PROCESSING audio is asked about again after this long. */
export const POLL_MS = 1000;

export interface VoiceOverEditorState extends VoiceOverState {
  audios: Record<string, TextToSpeechAudio>;
  loading: boolean;
  loadError: string | null;
  batchInProgress: boolean;
  saving: boolean;
  /** The last failure to show (alert.unexpectedError for generation, 001 §8). */
  error: string | null;
}

const empty = (voice: string): VoiceOverEditorState => ({
  voice,
  blocks: [],
  selected: -1,
  globalSpeed: VOICE_OVER.defaultSpeed,
  previous: [],
  audios: {},
  loading: true,
  loadError: null,
  batchInProgress: false,
  saving: false,
  error: null,
});

export interface VoiceOverSetup {
  api: Api;
  workflowId: string;
  languageCode: string;
  /** The language's default voice; null when text to speech is not configured. */
  defaultVoice: string | null;
  configured: boolean;
}

export function useVoiceOver({
  api,
  workflowId,
  languageCode,
  defaultVoice,
  configured,
}: VoiceOverSetup) {
  const [state, setState] = useState(() => empty(defaultVoice ?? NO_VOICE));
  const ref = useRef(state);
  const update = useCallback((fn: (s: VoiceOverEditorState) => VoiceOverEditorState) => {
    ref.current = fn(ref.current);
    setState(ref.current);
  }, []);
  const [attempt, setAttempt] = useState(0);

  // The latest saved voice-over of the language, and the audio its blocks play.
  useEffect(() => {
    let live = true;
    update(() => empty(defaultVoice ?? NO_VOICE));
    (async () => {
      const [latest] = await getTextToSpeechHistories(api, workflowId, languageCode);
      const blocks: TtsBlock[] = latest?.blocks ?? [];
      const ids = blocks.flatMap((b) => (b.text2SpeechId ? [b.text2SpeechId] : []));
      const audios = ids.length ? await getTextToSpeech(api, [...new Set(ids)]) : [];
      if (!live) return;
      update((s) => ({
        ...s,
        voice: latest && latest.voice !== NO_VOICE ? latest.voice : s.voice,
        globalSpeed: latest?.globalSpeed ?? s.globalSpeed,
        blocks,
        previous: blocks,
        audios: withAudios({}, audios),
        loading: false,
      }));
    })().catch((err: unknown) => {
      if (live) update((s) => ({ ...s, loading: false, loadError: String(err) }));
    });
    return () => {
      live = false;
    };
  }, [api, workflowId, languageCode, defaultVoice, attempt, update]);

  const generate = useCallback(
    async function run(keys?: readonly string[]): Promise<void> {
      // Not configured: nothing is sent (the buttons are disabled too).
      if (!configured || ref.current.batchInProgress) return;
      const s = ref.current;
      const wanted = blocksToGenerate(s.blocks, s.audios)
        .map((i) => s.blocks[i] as TtsBlock)
        .filter((b) => !keys || keys.includes(b.key));
      if (wanted.length === 0) return;
      update((x) => ({ ...x, batchInProgress: true, error: null }));
      try {
        const answer = await generateTextToSpeech(
          api,
          workflowId,
          generateBody(languageCode, wanted),
        );
        const idOf = new Map(wanted.map((b, i) => [b.key, answer.items[i]?.id ?? null]));
        let regenerate: string[] = [];
        update((x) => {
          const audios = withAudios(x.audios, answer.items);
          const linked = x.blocks.map((b) =>
            idOf.has(b.key) ? { ...b, text2SpeechId: idOf.get(b.key) ?? null } : b,
          );
          const applied = applyAudio(linked, audios);
          regenerate = applied.regenerate;
          return { ...x, audios, blocks: applied.blocks, batchInProgress: false };
        });
        // Auto-correct: audio that overran its block is made again at auto speed.
        if (regenerate.length) await run(regenerate);
      } catch {
        // 001 §4: a batch failure resets the processing flag; 001 §8: unexpected-error alert.
        update((x) => ({ ...x, batchInProgress: false, error: t('alert.unexpectedError') }));
      }
    },
    [api, workflowId, languageCode, configured, update],
  );

  // Poll the audio still being made, every second, until none is.
  const polled = state.blocks
    .flatMap((b) => (b.text2SpeechId ? [b.text2SpeechId] : []))
    .filter((id) => {
      const audio = state.audios[id];
      return audio !== undefined && audioIsPolled(audio.status);
    });
  const polledKey = [...new Set(polled)].join(',');
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!polledKey) return;
    let live = true;
    const timer = setTimeout(() => {
      getTextToSpeech(api, polledKey.split(','))
        .then((items) => {
          if (!live) return;
          let regenerate: string[] = [];
          update((x) => {
            const audios = withAudios(x.audios, items);
            const applied = applyAudio(x.blocks, audios);
            regenerate = applied.regenerate;
            return { ...x, audios, blocks: applied.blocks };
          });
          if (regenerate.length) void generate(regenerate);
        })
        .catch(() => undefined)
        // Asked again even when unchanged or failed: the answer may still be on its way.
        .finally(() => live && setTick((n) => n + 1));
    }, POLL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, polledKey, tick, update, generate]);

  const save = useCallback(async () => {
    const s = ref.current;
    update((x) => ({ ...x, saving: true, error: null }));
    try {
      await saveTextToSpeechHistory(api, {
        workflowId,
        languageCode,
        voice: s.voice,
        globalSpeed: s.globalSpeed,
        blocks: s.blocks,
      });
      update((x) => ({ ...x, saving: false, previous: s.blocks }));
      return true;
    } catch {
      update((x) => ({ ...x, saving: false, error: t('alert.unexpectedError') }));
      return false;
    }
  }, [api, workflowId, languageCode, update]);

  const edit = {
    add(block: TtsBlock, audio?: TextToSpeechAudio) {
      update((x) => {
        const blocks = insertByTime(x.blocks, block);
        return {
          ...x,
          blocks,
          selected: blocks.indexOf(block),
          audios: audio ? withAudios(x.audios, [audio]) : x.audios,
        };
      });
    },
    text(key: string, text: string) {
      update((x) => ({ ...x, blocks: x.blocks.map((b) => (b.key === key ? { ...b, text } : b)) }));
    },
    speed(index: number, speed: number) {
      update((x) => ({ ...x, ...setBlockSpeed(x, index, speed) }));
    },
    globalSpeed(speed: number) {
      update((x) => ({ ...x, ...setGlobalSpeed(x, speed) }));
    },
    /** The language's voice: every voiced block speaks with it (and so needs new audio). */
    voice(voice: string) {
      update((x) => ({
        ...x,
        voice,
        blocks: x.blocks.map((b) => (b.source === 'tts' ? { ...b, voice } : b)),
      }));
    },
    move(from: number, to: number) {
      update((x) => ({ ...x, blocks: moveBlock(x.blocks, from, to), selected: to }));
    },
    remove(key: string) {
      update((x) => ({ ...x, blocks: x.blocks.filter((b) => b.key !== key), selected: -1 }));
    },
    select(index: number) {
      update((x) => ({ ...x, selected: index }));
    },
    dismissError() {
      update((x) => ({ ...x, error: null }));
    },
  };

  return {
    state,
    dirty: !state.loading && !equalsServer(state.blocks, state.previous),
    generate,
    save,
    edit,
    retryLoad: () => setAttempt((n) => n + 1),
  };
}
