// Business constants of 000 §1/§9 and 002 §9, plus the few length bounds the spec leaves to us.

export const TITLE_MAX_LENGTH = 90;
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 25;
export const AUTO_LOGOUT_DEFAULT_MINUTES = 15;
export const SSO_EMAIL_COOKIE_SECONDS = 10;
export const DEFAULT_LIST_PAGE_SIZE = 500;
export const GRID_PAGE_SIZE = 20;
export const GRID_PAGE_SIZE_OPTIONS = [20, 50, 100] as const;
export const WORKFLOW_SEARCH_PAGE_SIZE = 10;
export const NOTIFICATION_BADGE_CAP = 99;
export const DEFAULT_MAX_DOCUMENT_VERSIONS = 50;

export const MULTIPART = {
  parallel: 3,
  partSizeBytes: 2 * 1024 * 1024,
  timeoutMs: 180_000,
  retries: 3,
} as const;

// `.invalid` is reserved (RFC 2606), so generated addresses can never route real mail.
export const GENERIC_EMAIL_DOMAIN = 'users.stepwise.invalid';

export const INTERFACE_LANGUAGES = [
  'en',
  'zh',
  'zh-tw',
  'es-mx',
  'ja-jp',
  'de-de',
  'pt-br',
  'fr-fr',
  'fr-ca',
  'th-th',
  'ru-ru',
  'ko-kr',
  'it-it',
  'ar-ar',
  'id-id',
] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];
export const DEFAULT_LANGUAGE = 'en' satisfies InterfaceLanguage;

// Primary subtags, not interface codes: the interface ships 'ar-ar', the spec lists 'ar'.
export const RTL_LANGUAGES = ['he', 'ur', 'fa', 'ar', 'ps'] as const;

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME = 'dark' satisfies Theme;

// Not in the spec: bounds so every user-supplied string has a ceiling the server can enforce.
export const ID_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254; // RFC 5321 path limit
export const URL_MAX_LENGTH = 2048;
export const PERSON_NAME_MAX_LENGTH = 100;
