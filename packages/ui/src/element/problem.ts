/**
 * The error state an element shows itself, in its shadow root, when its view cannot show it
 * (<stepwise-assistant>'s bad attributes): the fatal attribute problems in one message.
 */
import { css, html } from 'lit';
import type { ParsedAttributes, AttributeSpecs } from './attributes.js';

export const problemStyles = css`
  .message {
    font:
      14px/1.5 system-ui,
      sans-serif;
    padding: 12px;
    border: 1px solid #e5484d;
    border-radius: 8px;
    color: #e5484d;
  }
`;

/** `<p part="message" role="alert">` naming the problems; nothing when there are none. */
export function problemTemplate(tag: string, parsed: ParsedAttributes<AttributeSpecs>) {
  if (parsed.ok) return null;
  const message = parsed.problems.map((problem) => problem.message).join(' ');
  return html`<p class="message" part="message" role="alert">&lt;${tag}&gt;: ${message}</p>`;
}
