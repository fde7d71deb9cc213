/**
 * The embed code a publisher copies for a published workflow (issue 6): the script-tag player,
 * the iframe player, and the host SDK that drives the iframe (Stepwise.connect). Pure, so the
 * snippets are tested as text.
 */
import { fastStartVideo } from '@stepwise/core';
import { publicPlayerLink } from '../pages/player/player-route';

export interface EmbedSnippets {
  script: string;
  iframe: string;
  sdk: string;
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The suggested frame width: the player's md layout size, with every control in one row. */
export const EMBED_FRAME_WIDTH = 960;
/** The framed public page's logo bar above the player (player-route.css, data-framed). */
export const PUBLIC_FRAME_HEADER_PX = 40;

/**
 * The suggested iframe size: the 16:9 picture at that width, plus the public page's logo bar.
 * At 960 px the controls lie over the picture (only a phone-width player puts them under it),
 * and a framed player fits its frame (fillFrame), so a host that sizes the frame otherwise gets
 * a letterboxed picture with its controls, never a cut-off bar.
 */
export function embedFrameSize(isPublic: boolean, width = EMBED_FRAME_WIDTH) {
  const picture = Math.round((width * 9) / 16);
  return { width, height: picture + (isPublic ? PUBLIC_FRAME_HEADER_PX : 0) };
}

/**
 * `shareId` is the workflow's public content share when its public link is on: the snippets then
 * play for anyone. Without it they play for viewers signed in to Stepwise (the iframe is the
 * signed-in /playerembed route).
 *
 * The public script-tag element carries the stream's <video slot="media"> (the fast start, core
 * fastStartVideo): the browser starts the stream while it parses the host's page, a round trip
 * before the loader script could, and the player takes that <video> over.
 */
export function embedSnippets(
  origin: string,
  workflowId: string,
  shareId: string | null,
): EmbedSnippets {
  const shareAttr = shareId ? ` share-token="${attr(shareId)}"` : '';
  const src = shareId
    ? publicPlayerLink(origin, workflowId, shareId)
    : `${origin}/playerembed/${encodeURIComponent(workflowId)}`;
  const size = embedFrameSize(shareId !== null);
  return {
    script: [
      `<script type="module" src="${origin}/embed/v1/stepwise.mjs"></script>`,
      `<stepwise-player workflow-id="${attr(workflowId)}"${shareAttr}>${
        shareId ? `\n  ${fastStartVideo(origin, workflowId, shareId)}\n` : ''
      }</stepwise-player>`,
    ].join('\n'),
    iframe: `<iframe src="${attr(src)}" width="${size.width}" height="${size.height}" allow="autoplay; fullscreen; clipboard-write" allowfullscreen style="border:0;max-width:100%"></iframe>`,
    sdk: [
      `<script src="${origin}/embed/v1/host.js"></script>`,
      '<script>',
      `  const player = Stepwise.connect(document.querySelector('iframe'), { origin: '${origin}' });`,
      "  player.on('stepchange', (e) => console.log('step', e.stepId));",
      '  // player.play(), player.pause(), player.goToStep(id), player.getState()',
      '</script>',
    ].join('\n'),
  };
}
