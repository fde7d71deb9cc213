/**
 * The instruction's stylesheet, put in a <style> in its own root (the element's shadow root, the
 * portal page). Colours come from @stepwise/ui's tokens (`--sw-color-*`, set per data-theme) as
 * the quiz's do; hosts restyle through the `--sw-si-*` custom properties and the `part`
 * attributes. Logical properties only, so right-to-left needs no second rule.
 */
export const instructionStyles = `
.sw-si {
  --sw-si-bg: var(--sw-color-surface, #ffffff);
  --sw-si-fg: var(--sw-color-text, #16181d);
  --sw-si-muted: var(--sw-color-text-muted, #5b616e);
  --sw-si-border: var(--sw-color-border, #d9dce1);
  --sw-si-raised: var(--sw-color-surface-raised, #f1f3f6);
  --sw-si-accent: var(--sw-color-primary, #2563eb);
  --sw-si-on-accent: var(--sw-color-on-primary, #fff);
  --sw-si-success: var(--sw-color-success, #18794e);
  --sw-si-warning: var(--sw-color-warning, #ad5700);
  --sw-si-warning-bg: #fff4e5;
  --sw-si-danger: var(--sw-color-danger, #cd2b31);
  --sw-si-focus: var(--sw-color-focus-ring, #1d4ed8);
  --sw-si-radius: var(--sw-radius-md, 8px);
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  max-inline-size: 860px;
  background: var(--sw-si-bg);
  color: var(--sw-si-fg);
  font-family: var(--sw-font-family, system-ui, sans-serif);
  font-size: var(--sw-font-size-md, 15px);
  line-height: var(--sw-line-height, 1.5);
  border-radius: var(--sw-si-radius);
}
.sw-si[data-theme='dark'] {
  --sw-si-bg: var(--sw-color-surface, #1b1e24);
  --sw-si-fg: var(--sw-color-text, #eef0f3);
  --sw-si-muted: var(--sw-color-text-muted, #a3a9b3);
  --sw-si-border: var(--sw-color-border, #343a44);
  --sw-si-raised: var(--sw-color-surface-raised, #252a32);
  --sw-si-accent: var(--sw-color-primary, #4f8cff);
  --sw-si-success: var(--sw-color-success, #30a46c);
  --sw-si-warning: var(--sw-color-warning, #ffb224);
  --sw-si-warning-bg: #2e2210;
  --sw-si-danger: var(--sw-color-danger, #e5484d);
  --sw-si-focus: var(--sw-color-focus-ring, #8ab4ff);
}
.sw-si *, .sw-si *::before, .sw-si *::after { box-sizing: border-box; }
.sw-si button, .sw-si input { font: inherit; color: inherit; }
.sw-si button { cursor: pointer; border-radius: var(--sw-si-radius); }
.sw-si button:disabled { cursor: default; opacity: 0.5; }
.sw-si :focus-visible { outline: 3px solid var(--sw-si-focus); outline-offset: 2px; }
.sw-si h2, .sw-si h3, .sw-si h4, .sw-si p { margin: 0; }
.sw-si h3:focus, .sw-si h4:focus { outline: none; }
.sw-si h3:focus-visible { outline: 3px solid var(--sw-si-focus); }
.sw-si a { color: var(--sw-color-link, var(--sw-si-accent)); }
.sw-si-sr-only { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.sw-si-header { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.sw-si-header h2 { flex: 1; font-size: var(--sw-font-size-lg, 19px); overflow-wrap: anywhere; }
.sw-si-muted, .sw-si-hint { color: var(--sw-si-muted); font-size: var(--sw-font-size-sm, 13px); }
.sw-si-draft, .sw-si-offline { padding: 6px 10px; border: 1px dashed var(--sw-si-border); color: var(--sw-si-muted); border-radius: var(--sw-si-radius); }
.sw-si-offline { border-style: solid; border-color: var(--sw-si-warning); }
.sw-si-state { padding: 24px 8px; text-align: center; color: var(--sw-si-muted); }
.sw-si-alert { padding: 8px 12px; border: 1px solid var(--sw-si-danger); border-radius: var(--sw-si-radius); display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: space-between; }
.sw-si-error { color: var(--sw-si-danger); }
.sw-si-items { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 10px; }
.sw-si-items > li[data-type='sub_step'] { margin-inline-start: 24px; }
.sw-si-item { display: flex; flex-direction: column; gap: 6px; padding: 12px; border: 1px solid var(--sw-si-border); border-radius: var(--sw-si-radius); background: var(--sw-si-raised); min-inline-size: 0; }
.sw-si-item[data-type='warning'] { border-color: var(--sw-si-warning); border-inline-start-width: 4px; background: var(--sw-si-warning-bg); }
.sw-si-item[data-type='sub_step'] { background: none; }
.sw-si-step .sw-si-item[data-type='sub_step'] { margin-inline-start: 24px; }
.sw-si-item-title { display: flex; flex-wrap: wrap; align-items: baseline; gap: 8px; font-size: var(--sw-font-size-md, 16px); overflow-wrap: anywhere; }
.sw-si-number { display: inline-flex; justify-content: center; min-inline-size: 1.8em; padding: 0 6px; border-radius: 999px; background: var(--sw-si-accent); color: var(--sw-si-on-accent); font-variant-numeric: tabular-nums; }
.sw-si-item[data-type='sub_step'] .sw-si-number { background: none; color: var(--sw-si-accent); border: 1px solid var(--sw-si-accent); }
.sw-si-type { color: var(--sw-si-muted); font-size: var(--sw-font-size-sm, 13px); font-weight: 400; }
.sw-si-icon { color: var(--sw-si-warning); }
.sw-si-description { white-space: pre-line; overflow-wrap: anywhere; }
.sw-si-tools { margin: 0; padding-inline-start: 20px; }
.sw-si-checklist { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
.sw-si-checklist li { display: flex; gap: 8px; align-items: center; }
.sw-si-box { inline-size: 16px; block-size: 16px; border: 1px solid var(--sw-si-border); border-radius: 3px; flex: none; }
.sw-si-check, .sw-si-option { display: flex; align-items: center; gap: 10px; padding: 8px 10px; min-block-size: 44px; inline-size: 100%; border: 1px solid var(--sw-si-border); border-radius: var(--sw-si-radius); cursor: pointer; }
.sw-si-check:has(input:checked) { border-color: var(--sw-si-success); }
.sw-si-check input, .sw-si-option input { margin: 0; inline-size: 20px; block-size: 20px; accent-color: var(--sw-si-accent); flex: none; }
.sw-si-questions { margin: 0; padding-inline-start: 20px; display: flex; flex-direction: column; gap: 8px; }
.sw-si-options { list-style: none; margin: 4px 0 0; padding: 0; }
.sw-si-letter { font-weight: 700; color: var(--sw-si-muted); }
.sw-si-quiz { display: flex; flex-direction: column; gap: 10px; }
.sw-si-question { border: 1px solid var(--sw-si-border); border-radius: var(--sw-si-radius); padding: 10px; margin: 0; display: flex; flex-direction: column; gap: 6px; min-inline-size: 0; }
.sw-si-verdict[data-correct='true'], .sw-si-result[data-passed='true'] { color: var(--sw-si-success); font-weight: 600; }
.sw-si-verdict[data-correct='false'], .sw-si-result[data-passed='false'] { color: var(--sw-si-danger); font-weight: 600; }
.sw-si-photo { display: flex; flex-direction: column; gap: 8px; align-items: flex-start; }
.sw-si-photo-label { font-weight: 600; }
.sw-si-file { max-inline-size: 100%; }
.sw-si-photos { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 8px; }
.sw-si-photo-item { display: flex; flex-direction: column; gap: 2px; inline-size: 140px; font-size: var(--sw-font-size-sm, 13px); }
.sw-si-photo-item img { inline-size: 140px; block-size: 105px; object-fit: cover; border-radius: var(--sw-si-radius); border: 1px solid var(--sw-si-border); }
.sw-si-photo-item[data-status='failed'] { color: var(--sw-si-danger); }
.sw-si-photo-name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.sw-si-attachments { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 8px; }
.sw-si-attachments img, .sw-si-attachments video { max-inline-size: 100%; inline-size: 320px; border-radius: var(--sw-si-radius); }
.sw-si-progress { block-size: 8px; border-radius: 999px; background: var(--sw-si-raised); border: 1px solid var(--sw-si-border); overflow: hidden; }
.sw-si-progress > span { display: block; block-size: 100%; background: var(--sw-si-accent); transition: inline-size 0.2s; }
@media (prefers-reduced-motion: reduce) { .sw-si-progress > span { transition: none; } }
.sw-si-run, .sw-si-step, .sw-si-summary, .sw-si-view { display: flex; flex-direction: column; gap: 10px; }
.sw-si-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.sw-si-spacer { flex: 1; }
.sw-si-button { border: 1px solid var(--sw-si-border); background: none; padding: 8px 14px; min-block-size: 40px; }
.sw-si-primary { background: var(--sw-si-accent); color: var(--sw-si-on-accent) !important; border: 1px solid var(--sw-si-accent); padding: 8px 16px; min-block-size: 40px; font-weight: 600; }
.sw-si-link { background: none; border: none; padding: 0; text-decoration: underline; color: var(--sw-color-link, var(--sw-si-accent)) !important; text-align: start; }
.sw-si-summary dl { margin: 0; display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; }
.sw-si-summary-row { display: contents; }
.sw-si-summary dt { color: var(--sw-si-muted); }
.sw-si-summary dd { margin: 0; font-variant-numeric: tabular-nums; }
`;
