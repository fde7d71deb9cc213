/**
 * The launcher of <stepwise-assistant mode="launcher">: a round button (its label in the
 * element's language once that catalogue is in) and, while open, the panel the chat mounts in.
 */
import { html, nothing, type ReactiveControllerHost } from 'lit';
import type { InterfaceLanguage } from '@stepwise/core';
import { en, loadCatalogue } from '@stepwise/i18n';

/** The launcher's label: English at once, the element's language when its catalogue arrives. */
export class LauncherLabel {
  #label: { language: string; text: string } = { language: 'en', text: en['assistant.open'] };

  constructor(private readonly host: ReactiveControllerHost) {}

  text(language: InterfaceLanguage): string {
    if (this.#label.language !== language) {
      this.#label = { language, text: this.#label.text };
      loadCatalogue(language).then(
        (catalogue) => {
          if (this.#label.language !== language) return;
          this.#label = { language, text: catalogue['assistant.open'] ?? this.#label.text };
          this.host.requestUpdate();
        },
        () => undefined,
      );
    }
    return this.#label.text;
  }
}

export function launcherTemplate(label: string, open: boolean, toggle: () => void) {
  return html`<button
      class="launcher"
      part="launcher"
      type="button"
      aria-expanded=${open ? 'true' : 'false'}
      aria-label=${label}
      title=${label}
      @click=${toggle}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="currentColor">
        <path
          d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm3 6a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z"
        />
      </svg>
    </button>
    ${
      open
        ? html`<div class="panel sw-stepwise-assistant-root" part="container" data-view></div>`
        : nothing
    }`;
}
