/**
 * Is a key event's target a place where keys are text (an input, a textarea, a select, an
 * editable element)? The editors' shortcuts leave such keys alone.
 */
export const isTextField = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
