// What each <stepwise-instruction> attribute is for (describeAttributes: the manifest, the
// typings, the README), apart from the declarations so the widget's chunk does not carry it.
import { COMMON_ATTRIBUTE_DOCS, type AttributeDocs } from '@stepwise/ui/element';
import type { INSTRUCTION_ATTRIBUTES } from './attributes.js';

export const INSTRUCTION_ATTRIBUTE_DOCS: AttributeDocs<typeof INSTRUCTION_ATTRIBUTES> = {
  ...COMMON_ATTRIBUTE_DOCS,
  instructionId: 'The smart instruction (SOP) shown (required).',
  shareToken:
    "A public content share's token for the SOP, sent when there is no `token`: a run then has no identity.",
  theme: 'The colour theme: light (the default) or dark.',
  mode: 'view (the default): the whole SOP; run: one step at a time, ticking, photographing, answering, with a summary.',
};
