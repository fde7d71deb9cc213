import type { InterfaceLanguage } from '@stepwise/core';
import type { Catalogue } from './catalogue.js';
import en from './locales/en/index.js';

type Loader = () => Promise<{ default: Catalogue }>;

// One dynamic import per language, so the bundler gives each language its own chunk and a page
// downloads only English (bundled) and the language it shows.
const loaders: Record<Exclude<InterfaceLanguage, 'en'>, Loader> = {
  zh: () => import('./locales/zh/index.js'),
  'zh-tw': () => import('./locales/zh-tw/index.js'),
  'es-mx': () => import('./locales/es-mx/index.js'),
  'ja-jp': () => import('./locales/ja-jp/index.js'),
  'de-de': () => import('./locales/de-de/index.js'),
  'pt-br': () => import('./locales/pt-br/index.js'),
  'fr-fr': () => import('./locales/fr-fr/index.js'),
  'fr-ca': () => import('./locales/fr-ca/index.js'),
  'th-th': () => import('./locales/th-th/index.js'),
  'ru-ru': () => import('./locales/ru-ru/index.js'),
  'ko-kr': () => import('./locales/ko-kr/index.js'),
  'it-it': () => import('./locales/it-it/index.js'),
  'ar-ar': () => import('./locales/ar-ar/index.js'),
  'id-id': () => import('./locales/id-id/index.js'),
};

/** The complete catalogue of a language; English is bundled, the others load on demand. */
export async function loadCatalogue(language: InterfaceLanguage): Promise<Catalogue> {
  if (language === 'en') return en;
  const module = await loaders[language]();
  return module.default;
}
