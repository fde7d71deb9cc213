/**
 * What the script-tag loader does for a <stepwise-player> it finds before the element's code has
 * arrived: start the workflow request the element will make (core/wire/workflow-request.ts), and
 * hls.js where the element will need it, so both are on their way while the code loads. Only for attributes the element will accept
 * (attributes.ts checks them fully; a value this light check lets through and the element refuses
 * only costs one unused request). Zod-free: the loader bundles it.
 */
import { ID_MAX_LENGTH, ID_PATTERN } from '@stepwise/core';
import { playsHlsNatively } from '../core/media/native-hls.js';
import { prefetchWorkflow, workflowRequest } from '../core/wire/workflow-request.js';
import { embedServer } from './embed-server.js';

const text = (element: Element, name: string) => element.getAttribute(name)?.trim() || undefined;

function httpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

const flag = (element: Element, name: string) =>
  element.hasAttribute(name) && element.getAttribute(name) !== 'false';

/**
 * Starts the element's workflow request now, when its attributes allow one, and (through
 * `loadHls`, the loader's own import of the hls.js chunk) hls.js when the element will play
 * through it: forced, or a browser that cannot play HLS itself.
 */
export function prefetchForElement(element: Element, loadHls?: () => Promise<unknown>): void {
  const video = element.ownerDocument.createElement('video');
  if (loadHls && (flag(element, 'force-hlsjs') || !playsHlsNatively(video))) {
    loadHls().catch(() => undefined);
  }
  const workflowId = text(element, 'workflow-id');
  const server = text(element, 'server') ?? embedServer();
  const shareToken = text(element, 'share-token');
  if (!workflowId || workflowId.length > ID_MAX_LENGTH || !ID_PATTERN.test(workflowId)) return;
  if (!httpUrl(server)) return;
  prefetchWorkflow(workflowRequest(server, workflowId, shareToken));
}
