// @stepwise/ui/element: the one element host the widgets' custom elements stand on (host.ts),
// their attribute declarations (attributes.ts), typed events (events.ts) and their ports' fetch
// call (wire-call.ts). lit and zod/mini only; the React side of a view is `@stepwise/ui/element/react-view`.
export {
  attributeNameProblems,
  defineAttributes,
  describeAttributes,
  isBooleanAttribute,
  parseAttributes,
} from './attributes.js';
export type {
  AttributeDocs,
  AttributeInfo,
  AttributeProblem,
  AttributeProperties,
  AttributeSpec,
  AttributeSpecs,
  AttributeValues,
  ParsedAttributes,
} from './attributes.js';
export { COMMON_ATTRIBUTE_DOCS } from './attribute-docs.js';
export {
  idAttribute,
  idSchema,
  languageAttribute,
  serverAttribute,
  themeAttribute,
} from './common-attributes.js';
export { embedServer, serverOfLoader, setEmbedServer } from './embed-server.js';
export { dispatchHostEvent } from './events.js';
export type { EventDetail, HostErrorDetail, HostEventMap, HostEventTarget } from './events.js';
export { defineElement, ElementHost, hostProperties, messageOf, StepwiseHost } from './host.js';
export type { CreateView, ElementView, HostClass, HostOptions } from './host.js';
export { problemStyles, problemTemplate } from './problem.js';
export { TokenSession } from './token-session.js';
export { wireCaller } from './wire-call.js';
export type { WireCall, WireCallerOptions, WireCallInit } from './wire-call.js';
