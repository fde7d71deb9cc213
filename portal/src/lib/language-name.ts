import { currentLanguage } from '../i18n/t';

/** A language's name in the reader's language, with its code (Intl knows them all). */
export function languageName(code: string): string {
  try {
    const name = new Intl.DisplayNames([currentLanguage()], { type: 'language' }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}
