import { css } from 'lit';

// The launcher's button and panel (fixed, above the host page) and the inline chat's box.
export const assistantStyles = css`
  :host {
    display: block;
  }
  :host([mode='launcher']),
  :host(:not([mode])) {
    display: contents;
  }
  .launcher {
    position: fixed;
    inset-block-end: 24px;
    inset-inline-end: 24px;
    z-index: 2147483000;
    border: none;
    border-radius: 999px;
    padding: 14px;
    display: grid;
    place-items: center;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    background: var(--sw-assistant-launcher-bg, #4f8cff);
    color: var(--sw-assistant-launcher-fg, #fff);
    box-shadow: 0 4px 16px rgb(0 0 0 / 25%);
  }
  .panel {
    position: fixed;
    inset-block: 0;
    inset-inline-end: 0;
    z-index: 2147483001;
    max-inline-size: 100vw;
    box-shadow: 0 0 24px rgb(0 0 0 / 30%);
  }
  .inline {
    block-size: 100%;
  }
`;
