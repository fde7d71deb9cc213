// What each <stepwise-quiz> attribute is for (describeAttributes: the manifest, the typings, the
// README), apart from the declarations so the widget's chunk does not carry it.
import { COMMON_ATTRIBUTE_DOCS, type AttributeDocs } from '@stepwise/ui/element';
import type { QUIZ_ATTRIBUTES } from './attributes.js';

export const QUIZ_ATTRIBUTE_DOCS: AttributeDocs<typeof QUIZ_ATTRIBUTES> = {
  ...COMMON_ATTRIBUTE_DOCS,
  workflowId: 'The workflow whose published quiz is taken (required).',
  shareToken:
    "A public content share's token, sent as the player sends it when there is no `token`: the public variant, whose attempts have no identity.",
  layout:
    'one-at-a-time (the default): a question per screen; all-at-once: every question on one page.',
};
