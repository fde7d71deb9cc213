// What each <stepwise-player> attribute is for: the custom-elements manifest's, the typings' and
// the README's text (describeAttributes), apart from the declarations so the first chunk does not
// carry it. Complete by type: a new attribute without its text does not compile.
import { COMMON_ATTRIBUTE_DOCS, type AttributeDocs } from '@stepwise/ui/element';
import type { PLAYER_ATTRIBUTES } from './attributes.js';

export const PLAYER_ATTRIBUTE_DOCS: AttributeDocs<typeof PLAYER_ATTRIBUTES> = {
  ...COMMON_ATTRIBUTE_DOCS,
  workflowId: 'The workflow to play (required).',
  stepId: 'The step to start at.',
  lang: `${COMMON_ATTRIBUTE_DOCS.lang} A language the player does not have is an error.`,
  shareToken: "A public content share's token: the public player, without signing in.",
  versionId:
    'A past version of the workflow instead of the published one (issue 23): signed in only, refused with a share token.',
  autoplay: 'Start playing at once (browsers allow it when the player is muted).',
  muted: 'Start muted.',
  singleStep: 'One step only: no step menu, no previous / next.',
  openMenu: 'The step menu starts open.',
  forceHlsJs: 'hls.js even where the browser plays HLS itself (a host option).',
  audioLanguage:
    "The sound to play: 'original', or a dubbed track's language (e.g. de-de); default: the viewer's language when a dub has it.",
};
