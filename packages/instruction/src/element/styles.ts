import { css } from 'lit';

// The element's own box; the instruction inside styles itself (react/styles.ts).
export const instructionElementStyles = css`
  :host {
    display: block;
  }
  :host([hidden]) {
    display: none;
  }
`;
