/**
 * The assistant's stylesheet, put in a <style> in its own root (the element's shadow root or the
 * portal page). Colours come from @stepwise/ui's tokens (`--sw-color-*`, set per data-theme);
 * hosts restyle through the `--sw-assistant-*` custom properties and the `part` attributes.
 * Logical properties only, so right-to-left needs no second rule.
 */
export const assistantStyles = `
.sw-assistant {
  --sw-assistant-bg: var(--sw-color-surface, #1b1e24);
  --sw-assistant-fg: var(--sw-color-text, #eef0f3);
  --sw-assistant-muted: var(--sw-color-text-muted, #a3a9b3);
  --sw-assistant-border: var(--sw-color-border, #343a44);
  --sw-assistant-accent: var(--sw-color-primary, #4f8cff);
  --sw-assistant-on-accent: var(--sw-color-on-primary, #fff);
  --sw-assistant-bubble: var(--sw-color-surface-raised, #252a32);
  --sw-assistant-danger: var(--sw-color-danger, #e5484d);
  --sw-assistant-danger-bg: var(--sw-color-danger-subtle, #3b1d1f);
  --sw-assistant-radius: var(--sw-radius-md, 8px);
  display: flex;
  box-sizing: border-box;
  block-size: 100%;
  min-block-size: 320px;
  position: relative;
  background: var(--sw-assistant-bg);
  color: var(--sw-assistant-fg);
  font-family: var(--sw-font-family, system-ui, sans-serif);
  font-size: var(--sw-font-size-md, 14px);
  line-height: var(--sw-line-height, 1.5);
}
.sw-assistant[data-theme='light'] {
  --sw-assistant-bg: var(--sw-color-surface, #ffffff);
  --sw-assistant-fg: var(--sw-color-text, #16181d);
  --sw-assistant-muted: var(--sw-color-text-muted, #5b616e);
  --sw-assistant-border: var(--sw-color-border, #d9dce1);
  --sw-assistant-bubble: var(--sw-color-surface-raised, #f1f3f6);
  --sw-assistant-danger-bg: var(--sw-color-danger-subtle, #fde8e8);
}
.sw-assistant *, .sw-assistant *::before, .sw-assistant *::after { box-sizing: border-box; }
.sw-assistant[data-variant='panel'] { border-inline-start: 1px solid var(--sw-assistant-border); }
.sw-assistant button { font: inherit; color: inherit; cursor: pointer; }
.sw-assistant button:disabled { cursor: default; opacity: 0.5; }
.sw-assistant :focus-visible { outline: 2px solid var(--sw-color-focus-ring, var(--sw-assistant-accent)); outline-offset: 2px; }
.sw-assistant-main { display: flex; flex-direction: column; flex: 1; min-inline-size: 0; }
.sw-assistant-header { display: flex; align-items: center; gap: 8px; padding: 10px 12px; border-block-end: 1px solid var(--sw-assistant-border); }
.sw-assistant-header h2 { margin: 0; flex: 1; font-size: var(--sw-font-size-lg, 16px); }
.sw-assistant-icon-button, .sw-assistant-text-button { background: none; border: 1px solid transparent; border-radius: var(--sw-assistant-radius); padding: 4px 8px; }
.sw-assistant-icon-button:hover, .sw-assistant-text-button:hover { border-color: var(--sw-assistant-border); }
.sw-assistant-messages { flex: 1; overflow-y: auto; padding: 12px; display: flex; flex-direction: column; gap: 16px; }
.sw-assistant-empty { margin: auto 0; display: flex; flex-direction: column; gap: 12px; }
.sw-assistant-empty h3 { margin: 0; font-size: var(--sw-font-size-lg, 16px); }
.sw-assistant-chips { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; }
.sw-assistant-chip { background: none; border: 1px solid var(--sw-assistant-border); border-radius: var(--sw-radius-full, 999px); padding: 4px 10px; text-align: start; }
.sw-assistant-chip:hover { border-color: var(--sw-assistant-accent); }
.sw-assistant-question { align-self: flex-end; max-inline-size: 85%; background: var(--sw-assistant-accent); color: var(--sw-assistant-on-accent); border-radius: var(--sw-assistant-radius); padding: 8px 12px; white-space: pre-wrap; overflow-wrap: anywhere; }
.sw-assistant-answer { align-self: stretch; background: var(--sw-assistant-bubble); border-radius: var(--sw-assistant-radius); padding: 10px 12px; overflow-wrap: anywhere; }
.sw-assistant-answer p, .sw-assistant-answer ul, .sw-assistant-answer ol, .sw-assistant-answer blockquote, .sw-assistant-answer pre { margin: 0 0 8px; }
.sw-assistant-answer blockquote { border-inline-start: 3px solid var(--sw-assistant-border); padding-inline-start: 10px; color: var(--sw-assistant-muted); }
.sw-assistant-answer code { font-family: var(--sw-font-family-mono, monospace); font-size: 0.92em; }
.sw-assistant-answer pre { overflow-x: auto; }
.sw-assistant-answer a { color: var(--sw-color-link, var(--sw-assistant-accent)); }
.sw-assistant-mode { display: block; font-size: var(--sw-font-size-xs, 12px); color: var(--sw-assistant-muted); margin-block-end: 6px; }
.sw-assistant-muted { color: var(--sw-assistant-muted); }
.sw-assistant-declined { margin: 0.25rem 0; padding: 0.5rem 0.75rem; border-inline-start: 3px solid var(--sw-assistant-border); }
.sw-assistant-cards { display: grid; gap: 8px; margin: 8px 0; padding: 0; list-style: none; }
.sw-assistant-card { display: flex; gap: 10px; inline-size: 100%; align-items: center; text-align: start; background: var(--sw-assistant-bg); border: 1px solid var(--sw-assistant-border); border-radius: var(--sw-assistant-radius); padding: 6px; }
.sw-assistant-card:hover { border-color: var(--sw-assistant-accent); }
.sw-assistant-card img, .sw-assistant-card-poster { inline-size: 72px; aspect-ratio: 16 / 9; object-fit: cover; border-radius: 4px; background: var(--sw-assistant-bubble); flex: none; }
.sw-assistant-card-text { display: flex; flex-direction: column; min-inline-size: 0; }
.sw-assistant-card-text strong, .sw-assistant-card-text span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.sw-assistant-card-time { font-variant-numeric: tabular-nums; color: var(--sw-assistant-muted); font-size: var(--sw-font-size-sm, 13px); }
.sw-assistant-feedback { display: flex; gap: 4px; margin-block-start: 6px; }
.sw-assistant-feedback button[aria-pressed='true'] { border-color: var(--sw-assistant-accent); color: var(--sw-assistant-accent); }
.sw-assistant-error { margin: 0 12px 8px; padding: 8px 12px; border-radius: var(--sw-assistant-radius); background: var(--sw-assistant-danger-bg); color: var(--sw-assistant-fg); border: 1px solid var(--sw-assistant-danger); display: flex; gap: 8px; align-items: center; justify-content: space-between; }
.sw-assistant-composer { display: flex; flex-direction: column; gap: 4px; padding: 8px 12px 12px; border-block-start: 1px solid var(--sw-assistant-border); }
.sw-assistant-composer-row { display: flex; gap: 8px; align-items: flex-end; }
.sw-assistant-composer textarea { flex: 1; resize: none; font: inherit; color: inherit; background: var(--sw-assistant-bubble); border: 1px solid var(--sw-assistant-border); border-radius: var(--sw-assistant-radius); padding: 6px 8px; }
.sw-assistant-send { background: var(--sw-assistant-accent); color: var(--sw-assistant-on-accent) !important; border: none; border-radius: var(--sw-assistant-radius); padding: 8px 14px; }
.sw-assistant-limit { font-size: var(--sw-font-size-xs, 12px); color: var(--sw-assistant-danger); margin: 0; }
.sw-assistant-chat-list { display: flex; flex-direction: column; gap: 4px; inline-size: 240px; flex: none; padding: 10px; border-inline-end: 1px solid var(--sw-assistant-border); overflow-y: auto; }
.sw-assistant-chat-list ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 2px; flex: 1; }
.sw-assistant-chat-list li button { inline-size: 100%; text-align: start; background: none; border: none; border-radius: var(--sw-assistant-radius); padding: 6px 8px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.sw-assistant-chat-list li button[aria-current='true'] { background: var(--sw-color-surface-selected, var(--sw-assistant-bubble)); }
.sw-assistant-resize { position: absolute; inset-block: 0; inset-inline-start: -3px; inline-size: 6px; cursor: ew-resize; background: transparent; border: none; padding: 0; touch-action: none; }
.sw-assistant-resize:hover, .sw-assistant-resize:focus-visible { background: var(--sw-assistant-accent); }
.sw-assistant-spinner { display: inline-block; inline-size: 0.9em; block-size: 0.9em; border: 2px solid currentColor; border-inline-end-color: transparent; border-radius: 50%; animation: sw-assistant-spin 0.8s linear infinite; vertical-align: -0.1em; margin-inline-end: 6px; }
@keyframes sw-assistant-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .sw-assistant-spinner { animation: none; } }
.sw-assistant-visually-hidden { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;
