// What each <stepwise-assistant> attribute is for (describeAttributes: the manifest, the
// typings, the README), apart from the declarations so the widget's chunk does not carry it.
import { COMMON_ATTRIBUTE_DOCS, type AttributeDocs } from '@stepwise/ui/element';
import type { ASSISTANT_ATTRIBUTES } from './attributes.js';

export const ASSISTANT_ATTRIBUTE_DOCS: AttributeDocs<typeof ASSISTANT_ATTRIBUTES> = {
  ...COMMON_ATTRIBUTE_DOCS,
  mode: 'launcher (the default): a button that opens a side panel; inline: the chat in place.',
  workflowId: "A workflow's chat; without it, the organisation-wide chat.",
};
