/**
 * The embed code a publisher copies for a published workflow (issue 6): the script-tag player,
 * the iframe player, and the host SDK that drives the iframe (Stepwise.connect). Pure, so the
 * snippets are tested as text.
 */
import { publicPlayerLink } from '../pages/player/player-route';

export interface EmbedSnippets {
  script: string;
  iframe: string;
  sdk: string;
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * `shareId` is the workflow's public content share when its public link is on: the snippets then
 * play for anyone. Without it they play for viewers signed in to Stepwise (the iframe is the
 * signed-in /playerembed route).
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
  return {
    script: [
      `<script type="module" src="${origin}/embed/v1/stepwise.mjs"></script>`,
      `<stepwise-player workflow-id="${attr(workflowId)}"${shareAttr}></stepwise-player>`,
    ].join('\n'),
    iframe: `<iframe src="${attr(src)}" width="960" height="540" allow="autoplay; fullscreen; clipboard-write" allowfullscreen style="border:0"></iframe>`,
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
