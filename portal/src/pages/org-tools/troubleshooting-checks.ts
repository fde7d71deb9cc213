/**
 * The checks /troubleshooting runs in the person's browser (issue 25): connectivity (round trips
 * to the server), media playback (HLS natively or through MediaSource, and a playlist of a
 * published workflow the person can see), IP access and the browser's facts. Each answers
 * pass / warn / fail with a detail; the page turns the check and status into a plain hint.
 */
import {
  checkIpAccess,
  getPlayerWorkflow,
  pingServer,
  searchWorkflowsAdvanced,
  type Api,
} from '@stepwise/api';
import { pageStorage } from '@stepwise/bridge/storage';
import {
  CONNECTIVITY_SAMPLES,
  HLS_MEDIA_TYPE,
  TROUBLESHOOTING_DETAIL_MAX,
  connectivityStatus,
  medianMs,
  type TroubleshootingResult,
} from '@stepwise/core';

const clip = (s: string) => s.slice(0, TROUBLESHOOTING_DETAIL_MAX);
const MSE_TYPE = 'video/mp4; codecs="avc1.42E01E, mp4a.40.2"';

export async function connectivityCheck(api: Api): Promise<TroubleshootingResult> {
  const samples: (number | null)[] = [];
  for (let i = 0; i < CONNECTIVITY_SAMPLES; i++) samples.push(await pingServer(api));
  const median = medianMs(samples);
  const lost = samples.filter((s) => s === null).length;
  return {
    check: 'connectivity',
    status: connectivityStatus(samples),
    detail: clip(
      median === null
        ? `no answer in ${samples.length} tries`
        : `median ${Math.round(median)} ms over ${samples.length - lost} of ${samples.length} round trips`,
    ),
    facts: { medianMs: median, lost, samples: samples.length },
  };
}

/** Whether this browser can play HLS itself, or through MediaSource (hls.js). */
export function mediaSupport(env: {
  canPlayType(type: string): string;
  mediaSourceSupports: ((type: string) => boolean) | null;
}): { native: boolean; mse: boolean } {
  return {
    native: env.canPlayType(HLS_MEDIA_TYPE) !== '',
    mse: env.mediaSourceSupports?.(MSE_TYPE) ?? false,
  };
}

function browserMediaSupport() {
  const video = document.createElement('video');
  const MS = (globalThis as { MediaSource?: { isTypeSupported(t: string): boolean } }).MediaSource;
  return mediaSupport({
    canPlayType: (t) => video.canPlayType(t),
    mediaSourceSupports: MS ? (t) => MS.isTypeSupported(t) : null,
  });
}

export async function mediaCheck(api: Api): Promise<TroubleshootingResult> {
  const support = browserMediaSupport();
  const facts = { nativeHls: support.native, mediaSource: support.mse };
  if (!support.native && !support.mse) {
    return {
      check: 'media',
      status: 'fail',
      detail: 'this browser plays neither HLS nor MediaSource video',
      facts,
    };
  }
  const found = await searchWorkflowsAdvanced(api, {
    filters: { published: true },
    paginate: { page: 0, size: 1 },
    sort: { field: 'updatedAt', order: 'desc' },
  });
  const first = found.items[0];
  if (!first) {
    return { check: 'media', status: 'warn', detail: 'no content to test', facts };
  }
  const workflow = await getPlayerWorkflow(api, first.id);
  const url = workflow.videoURL;
  if (!url) return { check: 'media', status: 'warn', detail: 'no content to test', facts };
  const started = performance.now();
  const res = await fetch(url, { cache: 'no-store' }).catch(() => null);
  const ms = Math.round(performance.now() - started);
  if (!res?.ok) {
    return {
      check: 'media',
      status: 'fail',
      detail: clip(`the video of "${first.title}" did not load (${res ? res.status : 'network'})`),
      facts: { ...facts, ms },
    };
  }
  const body = await res.text().catch(() => '');
  const playlist = url.includes('.m3u8') ? body.startsWith('#EXTM3U') : body.length > 0;
  return {
    check: 'media',
    status: playlist ? 'pass' : 'fail',
    detail: clip(
      playlist
        ? `the video of "${first.title}" loaded in ${ms} ms`
        : `the video of "${first.title}" answered something that is not a playlist`,
    ),
    facts: { ...facts, ms },
  };
}

export async function ipAccessCheck(api: Api): Promise<TroubleshootingResult> {
  const answer = await checkIpAccess(api).catch(() => null);
  if (!answer || answer.allowed === undefined) {
    return { check: 'ip-access', status: 'fail', detail: 'the IP check did not answer' };
  }
  const address = answer.clientIP ?? '';
  return {
    check: 'ip-access',
    status: answer.allowed ? 'pass' : 'fail',
    detail: clip(answer.allowed ? `allowed from ${address}` : `refused from ${address}`),
    facts: { allowed: answer.allowed, address },
  };
}

export interface BrowserFacts {
  userAgent: string;
  language: string;
  screen: string;
  timeZone: string;
  cookies: boolean;
  storage: boolean;
  online: boolean;
}

export function browserFacts(): BrowserFacts {
  // The browser keeps what the portal stores (else only this page would, until it closes).
  const storage = pageStorage('local').mode === 'browser';
  return {
    userAgent: navigator.userAgent.slice(0, 300),
    language: navigator.language,
    screen: `${window.screen.width}x${window.screen.height}`,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    cookies: navigator.cookieEnabled,
    storage,
    online: navigator.onLine,
  };
}

/** Browser facts: fail when offline, warn without cookies or storage (sign-in needs them). */
export function browserCheck(facts: BrowserFacts): TroubleshootingResult {
  const status = !facts.online ? 'fail' : !facts.cookies || !facts.storage ? 'warn' : 'pass';
  return {
    check: 'browser',
    status,
    detail: clip(`${facts.language}, ${facts.screen}, ${facts.timeZone}`),
    facts: { ...facts },
  };
}

/** Runs every check in turn, reporting each result as it comes. */
export async function runAllChecks(
  api: Api,
  onResult: (r: TroubleshootingResult) => void,
): Promise<TroubleshootingResult[]> {
  const results: TroubleshootingResult[] = [];
  const checks: (() => Promise<TroubleshootingResult>)[] = [
    () => connectivityCheck(api),
    () => mediaCheck(api),
    () => ipAccessCheck(api),
    async () => browserCheck(browserFacts()),
  ];
  const names = ['connectivity', 'media', 'ip-access', 'browser'] as const;
  for (const [i, run] of checks.entries()) {
    const r = await run().catch((err: unknown): TroubleshootingResult => ({
      check: names[i]!,
      status: 'fail',
      detail: clip(err instanceof Error ? err.message : String(err)),
    }));
    results.push(r);
    onResult(r);
  }
  return results;
}
