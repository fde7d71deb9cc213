import { describe, expect, it, vi } from 'vitest';
import { fakeSource, REFUSALS, sampleWorkflow } from '../react/fake-source';
import type { MediaEngine, MediaEngineOptions } from './media/media-engine';
import { startPlayback, startTimeOf } from './start-playback';

// The start is what the element runs before any view: load, decide, attach at the deep link.
function recordingAttach(mode: MediaEngine['mode'] = 'native') {
  const calls: { url: string; options: MediaEngineOptions }[] = [];
  const destroyed: string[] = [];
  const attach = vi.fn((video: HTMLVideoElement, url: string, options: MediaEngineOptions = {}) => {
    calls.push({ url, options });
    if (mode === 'hls.js') options.onEvent?.({ type: 'hls-lib-loaded' });
    return Promise.resolve<MediaEngine>({
      mode,
      renditions: () => Promise.resolve([]),
      setQuality: () => Promise.resolve(),
      downloadMbps: () => null,
      setAudioLanguage: () => undefined,
      destroy: () => destroyed.push(url),
    });
  });
  return { attach, calls, destroyed };
}

const base = { preview: false, forceHlsJs: false, muted: true, autoplay: false };

describe('startPlayback (the player before its view)', () => {
  it('loads, then attaches the stream to its own muted <video> at the deep-linked step', async () => {
    const { attach, calls } = recordingAttach();
    const { source } = fakeSource({ isPublic: true });
    const start = startPlayback({ ...base, source, workflowId: 'wf1', stepId: 's2', attach });
    expect(start.video.muted).toBe(true);
    expect(start.video.getAttribute('part')).toBe('video');
    expect(start.settled()).toBeNull();
    const loaded = await start.loaded;
    expect(loaded.status).toBe('ready');
    expect(start.settled()).toBe(loaded);
    expect(await start.engine).not.toBeNull();
    expect(calls).toEqual([
      { url: sampleWorkflow.videoURL, options: expect.objectContaining({ startTime: 10 }) },
    ]);
  });

  it('an unknown step starts at the beginning', () => {
    expect(startTimeOf(sampleWorkflow, 'nope')).toBe(0);
    expect(startTimeOf(sampleWorkflow, undefined)).toBe(0);
    expect(startTimeOf(sampleWorkflow, 's3')).toBe(25);
  });

  it('attaches nothing when the outcome is a message (unpublished, not a preview)', async () => {
    const { attach } = recordingAttach();
    const { source } = fakeSource({ workflow: { ...sampleWorkflow, published: false } });
    const start = startPlayback({ ...base, source, workflowId: 'wf1', attach });
    const loaded = await start.loaded;
    expect(loaded).toMatchObject({ status: 'failed', outcome: { reason: 'unavailable' } });
    expect(await start.engine).toBeNull();
    expect(attach).not.toHaveBeenCalled();
  });

  it('a refusal settles as its outcome and never rejects', async () => {
    const { attach } = recordingAttach();
    const { source } = fakeSource({ workflow: () => Promise.reject(REFUSALS.missing()) });
    const start = startPlayback({ ...base, source, workflowId: 'wf1', attach });
    await expect(start.loaded).resolves.toMatchObject({
      status: 'failed',
      outcome: { reason: 'missing' },
    });
  });

  it('replays earlier engine events to a late listener; abort destroys the engine', async () => {
    const { attach, destroyed } = recordingAttach('hls.js');
    const { source } = fakeSource({ isPublic: true });
    const start = startPlayback({ ...base, source, workflowId: 'wf1', attach });
    await start.engine;
    const heard: string[] = [];
    start.onEngineEvent((event) => heard.push(event.type));
    expect(heard).toEqual(['hls-lib-loaded']);
    start.abort();
    expect(destroyed).toEqual([sampleWorkflow.videoURL]);
  });
});
