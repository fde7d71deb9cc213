/**
 * Plays one block's audio at a time (its signed speechURL): 'audioLoading' until it sounds, then
 * 'playing' (001 §4 block status values); pressing again, or another block, stops it.
 */
import type { AudioById, TtsBlock } from '@stepwise/core';
import { useCallback, useEffect, useRef, useState } from 'react';

export function useBlockAudio(audios: AudioById) {
  const [playing, setPlaying] = useState<{ key: string; loading: boolean } | null>(null);
  const current = useRef<HTMLAudioElement | null>(null);
  const stop = useCallback(() => {
    current.current?.pause();
    current.current = null;
    setPlaying(null);
  }, []);
  useEffect(() => stop, [stop]);

  const play = (block: TtsBlock) => {
    const wasThis = playing?.key === block.key;
    stop();
    const url = block.text2SpeechId ? audios[block.text2SpeechId]?.speechURL : null;
    if (wasThis || !url) return;
    const audio = new Audio(url);
    current.current = audio;
    setPlaying({ key: block.key, loading: true });
    const mine = () => current.current === audio;
    audio.addEventListener(
      'playing',
      () => mine() && setPlaying({ key: block.key, loading: false }),
    );
    const done = () => mine() && stop();
    audio.addEventListener('ended', done);
    audio.addEventListener('error', done);
    audio.play().catch(done);
  };
  return { playing, play, stop };
}
