import type { InterfaceLanguage } from '@stepwise/core';
import type { Catalogue } from './catalogue.js';
import en from './locales/en.json' with { type: 'json' };

type Loader = () => Promise<{ default: Catalogue }>;

// One dynamic import per language, so the bundler gives each language's JSON its own chunk and a
// page downloads only English (bundled: the fallback of every other language) and the one it
// shows.
const loaders: Record<Exclude<InterfaceLanguage, 'en'>, Loader> = {
  zh: () => import('./locales/zh.json', { with: { type: 'json' } }),
  'zh-tw': () => import('./locales/zh-tw.json', { with: { type: 'json' } }),
  'es-mx': () => import('./locales/es-mx.json', { with: { type: 'json' } }),
  'ja-jp': () => import('./locales/ja-jp.json', { with: { type: 'json' } }),
  'de-de': () => import('./locales/de-de.json', { with: { type: 'json' } }),
  'pt-br': () => import('./locales/pt-br.json', { with: { type: 'json' } }),
  'fr-fr': () => import('./locales/fr-fr.json', { with: { type: 'json' } }),
  'fr-ca': () => import('./locales/fr-ca.json', { with: { type: 'json' } }),
  'th-th': () => import('./locales/th-th.json', { with: { type: 'json' } }),
  'ru-ru': () => import('./locales/ru-ru.json', { with: { type: 'json' } }),
  'ko-kr': () => import('./locales/ko-kr.json', { with: { type: 'json' } }),
  'it-it': () => import('./locales/it-it.json', { with: { type: 'json' } }),
  'ar-ar': () => import('./locales/ar-ar.json', { with: { type: 'json' } }),
  'id-id': () => import('./locales/id-id.json', { with: { type: 'json' } }),
};

/** The catalogue of a language; English is bundled, the others load on demand. */
export async function loadCatalogue(language: InterfaceLanguage): Promise<Catalogue> {
  if (language === 'en') return en;
  const module = await loaders[language]();
  return module.default;
}
