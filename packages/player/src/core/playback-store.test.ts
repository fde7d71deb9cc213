import { describe, expect, it } from 'vitest';
import { createFakeClock } from './clock.js';
import { createPlaybackStore } from './playback-store.js';

describe('playback store (002 §4 Player, §9)', () => {
  it('starts paused at full volume, 1x, 720, repeat disabled, auto-play on', () => {
    const p = createPlaybackStore();
    expect(p.$state.get()).toEqual({
      paused: true,
      muted: false,
      volume: 1,
      speed: 1,
      quality: '720',
      qualityChosen: false,
      repeat: 'disabled',
      autoPlay: true,
      error: null,
    });
  });

  it('a play promise failure sets paused and records the error; the next play clears it', () => {
    const p = createPlaybackStore();
    p.play();
    const error = new DOMException('blocked', 'NotAllowedError');
    p.playFailed(error);
    expect(p.$state.get()).toMatchObject({ paused: true, error });
    p.togglePlay();
    expect(p.$state.get()).toMatchObject({ paused: false, error: null });
  });

  it('volume steps by 0.1, zero mutes, unmuting at zero sets 0.5', () => {
    const p = createPlaybackStore();
    p.volumeUp();
    expect(p.$state.get().volume).toBe(1);
    for (let i = 0; i < 10; i++) p.volumeDown();
    expect(p.$state.get()).toMatchObject({ volume: 0, muted: true });
    p.toggleMute();
    expect(p.$state.get()).toMatchObject({ volume: 0.5, muted: false });
  });

  it('takes only the listed speeds and qualities', () => {
    const p = createPlaybackStore();
    p.setSpeed(1.5);
    p.setSpeed(3);
    expect(p.$state.get().speed).toBe(1.5);
    p.setQuality('4k');
    expect(p.$state.get().quality).toBe('720');
  });

  it('a measured download speed picks the quality until the viewer picks one', () => {
    const p = createPlaybackStore();
    p.applyDownloadSpeed(12);
    expect(p.$state.get().quality).toBe('1080');
    p.applyDownloadSpeed(2);
    expect(p.$state.get().quality).toBe('480');
    p.setQuality('auto');
    p.applyDownloadSpeed(50);
    expect(p.$state.get().quality).toBe('auto');
  });

  it('offers the renditions the stream has and never claims one it lacks', () => {
    const p = createPlaybackStore();
    expect(p.$qualities.get()).toEqual([]);
    p.applyDownloadSpeed(12);
    expect(p.$state.get().quality).toBe('1080');
    // A 720p source: its ladder tops out at 720, so the measured 1080 plays (and reads) 720.
    p.setRenditions([360, 480, 720]);
    expect(p.$qualities.get()).toEqual(['auto', '360', '480', '720']);
    expect(p.$state.get().quality).toBe('720');
    p.setQuality('1080');
    expect(p.$state.get()).toMatchObject({ quality: '720', qualityChosen: false });
    p.applyDownloadSpeed(50);
    expect(p.$state.get().quality).toBe('720');
    p.setQuality('360');
    expect(p.$state.get()).toMatchObject({ quality: '360', qualityChosen: true });
  });

  it('sets a repeat mode directly, only those the cycle reaches', () => {
    const p = createPlaybackStore();
    p.setRepeat('step');
    expect(p.$state.get().repeat).toBe('step');
    const single = createPlaybackStore({ singleStep: true });
    single.setRepeat('workflow');
    expect(single.$state.get().repeat).toBe('disabled');
    single.setRepeat('step');
    expect(single.$state.get().repeat).toBe('step');
  });

  it('turning auto-play off disables repeat', () => {
    const p = createPlaybackStore();
    p.cycleRepeat();
    expect(p.$state.get().repeat).toBe('workflow');
    p.setAutoPlay(false);
    expect(p.$state.get()).toMatchObject({ autoPlay: false, repeat: 'disabled' });
  });

  it('a single-step player has no auto-play and repeats disabled <-> step', () => {
    const p = createPlaybackStore({ singleStep: true });
    expect(p.$state.get().autoPlay).toBe(false);
    p.cycleRepeat();
    expect(p.$state.get().repeat).toBe('step');
    p.cycleRepeat();
    expect(p.$state.get().repeat).toBe('disabled');
    p.setAutoPlay(true);
    expect(p.$state.get().autoPlay).toBe(false);
  });

  it('skips 5 s back and forward within the media, asking the engine to seek', () => {
    const p = createPlaybackStore();
    const skips: number[] = [];
    p.onSkip((d) => skips.push(d));
    p.durationChange(30);
    p.timeUpdate(3);
    p.skip(-1);
    expect(p.$time.get()).toBe(0);
    expect(p.$seekRequest.get()).toEqual({ time: 0, seq: 1 });
    p.seek(28);
    p.skip(1);
    expect(p.$seekRequest.get()).toEqual({ time: 30, seq: 3 });
    expect(skips).toEqual([-1, 1]);
  });

  it('reports playing forward to advance listeners, not seeks or gaps', () => {
    const p = createPlaybackStore();
    const seen: [number, number][] = [];
    p.onAdvance((from, to) => seen.push([from, to]));
    p.timeUpdate(0.25);
    p.seek(10);
    p.timeUpdate(10.25);
    p.timeUpdate(14);
    p.timeUpdate(13);
    expect(seen).toEqual([
      [0, 0.25],
      [10, 10.25],
    ]);
  });

  it('hides the controls after 4 s without activity while playing', () => {
    const clock = createFakeClock();
    const p = createPlaybackStore({ clock });
    p.play();
    clock.advance(3_999);
    expect(p.$controlsVisible.get()).toBe(true);
    p.activity();
    clock.advance(3_999);
    expect(p.$controlsVisible.get()).toBe(true);
    clock.advance(1);
    expect(p.$controlsVisible.get()).toBe(false);
    p.activity();
    expect(p.$controlsVisible.get()).toBe(true);
    p.pause();
    clock.advance(10_000);
    expect(p.$controlsVisible.get()).toBe(true);
  });

  it('applies the mode exit rules; gen2 keeps theater off', () => {
    const p = createPlaybackStore();
    p.toggleFullscreen();
    p.toggleDivide();
    expect(p.$modes.get()).toEqual({ fullscreen: true, theater: false, divide: true });
    p.setFullscreen(false);
    expect(p.$modes.get().divide).toBe(false);
    const gen2 = createPlaybackStore({ gen2: true, startInTheater: true });
    gen2.toggleTheater();
    expect(gen2.$modes.get().theater).toBe(false);
    expect(gen2.theaterToggleVisible).toBe(false);
    const embed = createPlaybackStore({ embedded: true, startInTheater: true });
    expect(embed.$modes.get().theater).toBe(true);
    expect(embed.theaterToggleVisible).toBe(false);
  });
});
