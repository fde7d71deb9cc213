import { css } from 'lit';

// The element's own box; the quiz inside styles itself (react/styles.ts).
export const quizElementStyles = css`
  :host {
    display: block;
  }
  :host([hidden]) {
    display: none;
  }
`;
