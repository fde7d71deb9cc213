/**
 * Picture first (issue 5): the element's first chunk loads the workflow and starts the stream in
 * a <video> of its own (core/start-playback.ts) before the view (React, the controls) is there;
 * the view then takes the playing <video> over. This keeps the data source and the start for the
 * element's current attributes (new ones only when what they depend on changes), puts the
 * start's <video> in the pre-stage, and says when the view is due.
 */
import type { PlayerDataSource } from '../core/data-source.js';
import { startPlayback, type PlaybackStart } from '../core/start-playback.js';
import { fetchDataSource } from '../core/wire/fetch-source.js';
import type { PlayerAttributes } from './attributes.js';
import { embedServer } from '@stepwise/ui/element';
import { playsHlsNatively } from '../core/media/native-hls.js';
import { hostVideo, publicStartStream, takeEarlyStream } from './prefetch.js';

/** The view comes at the latest this long after the start, even while the picture has not. */
export const VIEW_AT_LATEST_MS = 1000;

/** The viewer reaching for the player: the view is due at once. */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

export class ElementPlayback {
  #source: { key: string; value: PlayerDataSource } | null = null;
  #start: { key: string; value: PlaybackStart } | null = null;

  /**
   * `prestage`: where the start's <video> shows until the view takes it. `due`: the view is due
   * (at the first frame, a paused start's metadata, a failed start, or VIEW_AT_LATEST_MS).
   */
  readonly #element: HTMLElement;
  readonly #prestage: () => Element | null;
  readonly #due: () => void;

  constructor(element: HTMLElement, prestage: () => Element | null, due: () => void) {
    this.#element = element;
    this.#prestage = prestage;
    this.#due = due;
  }

  /** The source and the start for these attributes. */
  update(value: PlayerAttributes): { source: PlayerDataSource; start: PlaybackStart } {
    const server = value.server ?? embedServer();
    const sourceKey = `${server}\n${value.shareToken ?? ''}`;
    if (this.#source?.key !== sourceKey) {
      const source = fetchDataSource({ server, shareToken: value.shareToken });
      this.#source = { key: sourceKey, value: source };
    }
    const source = this.#source.value;
    const startKey = [sourceKey, value.workflowId, value.versionId, value.forceHlsJs].join('\n');
    if (this.#start?.key !== startKey) {
      this.stop();
      const start = startPlayback({
        source,
        workflowId: value.workflowId,
        versionId: value.versionId,
        preview: false,
        stepId: value.stepId,
        forceHlsJs: value.forceHlsJs ?? false,
        muted: value.muted ?? false,
        autoplay: value.autoplay ?? false,
        // The loader's early stream, when it started one for this element, else the host's own
        // <video> of the stream (prefetch.ts).
        early: takeEarlyStream(this.#element) ?? this.#hostStream(value, server),
      });
      this.#start = { key: startKey, value: start };
      this.#prestage()?.append(start.video);
      this.#dueWhen(start, value.autoplay ?? false);
    }
    return { source, start: this.#start.value };
  }

  /**
   * Without the loader (the element defined by a bundle, or added after its code): the host's
   * <video slot="media"> when it loads the stream this start would play natively; else it is
   * stopped (hostVideo).
   */
  #hostStream(value: PlayerAttributes, server: string): { video: HTMLVideoElement } | null {
    const natively =
      !value.forceHlsJs && playsHlsNatively(this.#element.ownerDocument.createElement('video'));
    const video = hostVideo(this.#element, natively ? publicStartStream(server, value) : null);
    return video ? { video } : null;
  }

  /** While the element is in the page: interactions make the view due; `data-paused` follows the video. */
  connect(root: Node): void {
    // Media events do not bubble; a capturing listener on the shadow root still hears the video.
    root.addEventListener('play', this.#onMediaState, true);
    root.addEventListener('pause', this.#onMediaState, true);
    for (const type of INTERACTIONS) this.#element.addEventListener(type, this.#onInteraction);
  }

  /** The element left the page: the start stops too. */
  disconnect(root: Node): void {
    this.stop();
    root.removeEventListener('play', this.#onMediaState, true);
    root.removeEventListener('pause', this.#onMediaState, true);
    for (const type of INTERACTIONS) this.#element.removeEventListener(type, this.#onInteraction);
  }

  /** Stops the current start (new attributes, a bad attribute, the element left the page). */
  stop(): void {
    this.#start?.value.abort();
    this.#start?.value.video.remove();
    this.#start = null;
  }

  #dueWhen(start: PlaybackStart, autoplay: boolean): void {
    const due = () => {
      if (this.#start?.value === start) this.#due();
    };
    void start.firstFrame.then(due);
    if (!autoplay) start.video.addEventListener('loadedmetadata', due, { once: true });
    void start.loaded.then((state) => state.status === 'failed' && due());
    start.engine.catch(due);
    setTimeout(due, VIEW_AT_LATEST_MS);
  }

  #onInteraction = (): void => this.#due();

  #onMediaState = (event: Event): void => {
    if (event.target instanceof HTMLMediaElement) {
      this.#element.toggleAttribute('data-paused', event.target.paused);
    }
  };
}
