// When the portal loads i18next: on the first use of the page, or once it has settled
// (lib/first-use.ts). Until then `t` reads the same catalogue through @stepwise/i18n's lookup,
// which gives the same texts, so the hand-over changes nothing on screen.
import type { Translator } from '@stepwise/i18n';
import { onFirstUse } from '../lib/first-use';

export function loadI18nextOnFirstUse(translator: Translator): void {
  onFirstUse(() => {
    translator.i18next().catch((err: unknown) => {
      // The lookup keeps every text right; only i18next's extras (formatters) are missing.
      console.error('Could not load i18next; the catalogue lookup stays in use.', err);
    });
  });
}
