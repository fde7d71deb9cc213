/**
 * The quiz's stylesheet, put in a <style> in its own root (the element's shadow root, the
 * player's quiz mask, the portal page). Colours come from @stepwise/ui's tokens (`--sw-color-*`,
 * set per data-theme); hosts restyle through the `--sw-quiz-*` custom properties and the `part`
 * attributes. Logical properties only, so right-to-left needs no second rule.
 */
export const quizStyles = `
.sw-quiz {
  --sw-quiz-bg: var(--sw-color-surface, #1b1e24);
  --sw-quiz-fg: var(--sw-color-text, #eef0f3);
  --sw-quiz-muted: var(--sw-color-text-muted, #a3a9b3);
  --sw-quiz-border: var(--sw-color-border, #343a44);
  --sw-quiz-accent: var(--sw-color-primary, #4f8cff);
  --sw-quiz-on-accent: var(--sw-color-on-primary, #fff);
  --sw-quiz-raised: var(--sw-color-surface-raised, #252a32);
  --sw-quiz-success: var(--sw-color-success, #30a46c);
  --sw-quiz-danger: var(--sw-color-danger, #e5484d);
  --sw-quiz-focus: var(--sw-color-focus-ring, #8ab4ff);
  --sw-quiz-radius: var(--sw-radius-md, 8px);
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  max-inline-size: 720px;
  background: var(--sw-quiz-bg);
  color: var(--sw-quiz-fg);
  font-family: var(--sw-font-family, system-ui, sans-serif);
  font-size: var(--sw-font-size-md, 15px);
  line-height: var(--sw-line-height, 1.5);
  border-radius: var(--sw-quiz-radius);
}
.sw-quiz[data-theme='light'] {
  --sw-quiz-bg: var(--sw-color-surface, #ffffff);
  --sw-quiz-fg: var(--sw-color-text, #16181d);
  --sw-quiz-muted: var(--sw-color-text-muted, #5b616e);
  --sw-quiz-border: var(--sw-color-border, #d9dce1);
  --sw-quiz-raised: var(--sw-color-surface-raised, #f1f3f6);
  --sw-quiz-accent: var(--sw-color-primary, #2563eb);
  --sw-quiz-success: var(--sw-color-success, #18794e);
  --sw-quiz-danger: var(--sw-color-danger, #cd2b31);
  --sw-quiz-focus: var(--sw-color-focus-ring, #1d4ed8);
}
.sw-quiz *, .sw-quiz *::before, .sw-quiz *::after { box-sizing: border-box; }
.sw-quiz button { font: inherit; color: inherit; cursor: pointer; border-radius: var(--sw-quiz-radius); }
.sw-quiz button:disabled { cursor: default; opacity: 0.5; }
.sw-quiz :focus-visible { outline: 3px solid var(--sw-quiz-focus); outline-offset: 2px; }
.sw-quiz h2, .sw-quiz h3, .sw-quiz h4, .sw-quiz p { margin: 0; }
.sw-quiz-sr-only { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.sw-quiz-header { display: flex; align-items: center; gap: 8px; }
.sw-quiz-header h2 { flex: 1; font-size: var(--sw-font-size-lg, 17px); overflow-wrap: anywhere; }
.sw-quiz-attempt, .sw-quiz-muted { color: var(--sw-quiz-muted); font-size: var(--sw-font-size-sm, 13px); }
.sw-quiz-close { background: none; border: 1px solid transparent; padding: 4px 8px; }
.sw-quiz-close:hover { border-color: var(--sw-quiz-border); }
.sw-quiz-draft { padding: 6px 10px; border: 1px dashed var(--sw-quiz-border); color: var(--sw-quiz-muted); }
.sw-quiz-questions { display: flex; flex-direction: column; gap: 16px; }
.sw-quiz-question { border: 1px solid var(--sw-quiz-border); border-radius: var(--sw-quiz-radius); padding: 12px; margin: 0; min-inline-size: 0; }
.sw-quiz-question legend { padding: 0 4px; display: flex; flex-direction: column; gap: 2px; }
.sw-quiz-number { color: var(--sw-quiz-muted); font-size: var(--sw-font-size-sm, 13px); }
.sw-quiz-question-title { font-weight: 600; overflow-wrap: anywhere; }
.sw-quiz-question-title:focus { outline: none; }
.sw-quiz-question-title:focus-visible { outline: 3px solid var(--sw-quiz-focus); }
.sw-quiz-options { list-style: none; margin: 8px 0 0; padding: 0; display: grid; gap: 8px; }
.sw-quiz-option { display: flex; align-items: center; gap: 10px; padding: 10px 12px; min-block-size: 44px; border: 1px solid var(--sw-quiz-border); border-radius: var(--sw-quiz-radius); background: var(--sw-quiz-raised); cursor: pointer; }
.sw-quiz-option:hover { border-color: var(--sw-quiz-accent); }
.sw-quiz-option[data-checked='true'] { border-color: var(--sw-quiz-accent); box-shadow: inset 0 0 0 1px var(--sw-quiz-accent); }
.sw-quiz-option:has(input:focus-visible) { outline: 3px solid var(--sw-quiz-focus); outline-offset: 2px; }
.sw-quiz-option input { margin: 0; inline-size: 18px; block-size: 18px; accent-color: var(--sw-quiz-accent); flex: none; }
.sw-quiz-letter { font-weight: 700; color: var(--sw-quiz-muted); min-inline-size: 1.2em; }
.sw-quiz-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.sw-quiz-actions .sw-quiz-spacer { flex: 1; }
.sw-quiz-button { border: 1px solid var(--sw-quiz-border); background: none; padding: 8px 14px; min-block-size: 40px; }
.sw-quiz-primary { background: var(--sw-quiz-accent); color: var(--sw-quiz-on-accent) !important; border: 1px solid var(--sw-quiz-accent); padding: 8px 16px; min-block-size: 40px; font-weight: 600; }
.sw-quiz-link { background: none; border: none; padding: 0; text-decoration: underline; color: var(--sw-color-link, var(--sw-quiz-accent)) !important; }
.sw-quiz-hint { color: var(--sw-quiz-muted); font-size: var(--sw-font-size-sm, 13px); }
.sw-quiz-alert { padding: 8px 12px; border: 1px solid var(--sw-quiz-danger); border-radius: var(--sw-quiz-radius); display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: space-between; }
.sw-quiz-state { padding: 24px 8px; text-align: center; color: var(--sw-quiz-muted); }
.sw-quiz-result { display: flex; flex-direction: column; gap: 6px; align-items: flex-start; }
.sw-quiz-result h3 { font-size: var(--sw-font-size-xl, 22px); }
.sw-quiz-result h3:focus { outline: none; }
.sw-quiz-result[data-status='passed'] h3 { color: var(--sw-quiz-success); }
.sw-quiz-result[data-status='failed'] h3 { color: var(--sw-quiz-danger); }
.sw-quiz-score { font-size: 2.2em; font-weight: 700; font-variant-numeric: tabular-nums; line-height: 1.1; }
.sw-quiz-review-title { font-size: var(--sw-font-size-lg, 17px); margin-block: 16px 8px !important; }
.sw-quiz-review { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 12px; }
.sw-quiz-review-item { border: 1px solid var(--sw-quiz-border); border-inline-start: 4px solid var(--sw-quiz-danger); border-radius: var(--sw-quiz-radius); padding: 10px 12px; display: flex; flex-direction: column; gap: 4px; }
.sw-quiz-review-item[data-correct='true'] { border-inline-start-color: var(--sw-quiz-success); }
.sw-quiz-review-item h4 { font-size: inherit; overflow-wrap: anywhere; }
.sw-quiz-verdict { font-weight: 600; font-size: var(--sw-font-size-sm, 13px); }
.sw-quiz-review-item[data-correct='true'] .sw-quiz-verdict { color: var(--sw-quiz-success); }
.sw-quiz-review-item[data-correct='false'] .sw-quiz-verdict { color: var(--sw-quiz-danger); }
.sw-quiz-review-item dl { margin: 0; display: grid; grid-template-columns: max-content 1fr; gap: 2px 8px; }
.sw-quiz-review-item dt { color: var(--sw-quiz-muted); }
.sw-quiz-review-item dd { margin: 0; overflow-wrap: anywhere; }
`;
