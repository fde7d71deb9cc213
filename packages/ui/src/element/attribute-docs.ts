// The docs of the shared attributes (common-attributes.ts), for a widget's AttributeDocs: a
// module of its own, so an element's chunk never evaluates them.
import { INTERFACE_LANGUAGES } from '@stepwise/core';

/** The docs of the shared attributes, for a widget's AttributeDocs. */
export const COMMON_ATTRIBUTE_DOCS = {
  server:
    'The Stepwise server, such as https://stepwise.example.com; by default the server that served the loader.',
  lang: `The interface language (${INTERFACE_LANGUAGES.join(', ')}); by default the page's.`,
  theme: 'The colour theme: light or dark (the default).',
} as const;
