// All of @stepwise/ui's CSS as one string, for a shadow root. The components import their sheets
// globally (document styles never reach inside a shadow root), and the tokens target :root, which
// matches nothing there: this copy adds :host to every :root selector so the tokens apply to the
// shadow host and everything inside it. The <stepwise-player> element puts it in a <style>.
import alert from '../react/alert.css?inline';
import button from '../react/button.css?inline';
import checkbox from '../react/checkbox.css?inline';
import dialog from '../react/dialog.css?inline';
import menu from '../react/menu.css?inline';
import radio from '../react/radio.css?inline';
import searchInput from '../react/search-input.css?inline';
import select from '../react/select.css?inline';
import shared from '../react/shared.css?inline';
import slider from '../react/slider.css?inline';
import spinner from '../react/spinner.css?inline';
import switchSheet from '../react/switch.css?inline';
import tabs from '../react/tabs.css?inline';
import tokens from './tokens.css?inline';

/** `:root` → `:root, :host` in a stylesheet's selectors. */
export function withHostSelectors(css: string): string {
  return css.replace(/:root\b/g, ':root, :host');
}

/**
 * The tokens alone (for :root and :host), for a view that uses none of the components (the
 * <stepwise-assistant> element's): the component sheets then stay out of its bundle (issue 18).
 * Both constants are marked pure, so a bundle that reads only this one drops the other.
 */
export const uiTokenStyles: string = /* @__PURE__ */ withHostSelectors(tokens);

/** The tokens (for :root and :host) and every component stylesheet, tokens first. */
export const uiInlineStyles: string = /* @__PURE__ */ [
  uiTokenStyles,
  shared,
  alert,
  button,
  checkbox,
  dialog,
  menu,
  radio,
  searchInput,
  select,
  slider,
  spinner,
  switchSheet,
  tabs,
].join('\n');
