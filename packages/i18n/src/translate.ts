import type { i18n } from 'i18next';
import type { InterfaceLanguage } from '@stepwise/core';
import type { Catalogue, MessageKey, MessageParams, PluralKey } from './catalogue.js';
import { createLookup } from './lookup.js';
import en from './locales/en.json' with { type: 'json' };

/**
 * The translate function of one root (the portal, a widget element): `t(key, params)` gives the
 * text in the language, English when the language lacks the key, the key itself when nobody has
 * it. It is i18next's `t` once `i18next()` has loaded i18next (a chunk of its own); before that
 * the same catalogues are read by a lookup that gives the same texts (lookup.ts), so the first
 * screen never waits for i18next.
 */
export interface Translator {
  <K extends MessageKey>(
    key: K,
    ...params: K extends PluralKey ? [MessageParams & { count: number }] : [MessageParams?]
  ): string;
  readonly language: InterfaceLanguage;
  /** Load i18next (once) and hand `t` over to this translator's own instance. */
  i18next(): Promise<i18n>;
}

export function createTranslator(
  language: InterfaceLanguage,
  catalogue: Catalogue = en,
): Translator {
  const lookup = createLookup(language, catalogue);
  let engine: ((key: string, params?: MessageParams) => string) | null = null;
  let loading: Promise<i18n> | null = null;
  const t = (key: string, params?: MessageParams) => (engine ?? lookup)(key, params);
  const i18next = () => {
    loading ??= import('./i18next-instance.js').then(({ createI18nInstance }) => {
      const instance = createI18nInstance(language, catalogue, en);
      engine = (key, params) => instance.t(key, params ?? {});
      return instance;
    });
    return loading;
  };
  return Object.assign(t, { language, i18next }) as Translator;
}

// Plural keys are known by their base name ('card.steps' for card.steps_one, ...).
const KEYS: ReadonlySet<string> = /* @__PURE__ */ new Set(
  Object.keys(en).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')),
);

/** True when `value` is a key of the catalogue (for messages that arrive as strings). */
export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && KEYS.has(value);
}

/**
 * Messages the server or @stepwise/core send as plain text rather than a catalogue key, and the
 * key that translates each one.
 */
export const SERVER_MESSAGES: Readonly<Record<string, MessageKey>> = {
  'Invalid file type': 'upload.invalidFileType',
  'File too large': 'upload.fileTooLarge',
  smartVideoInReviewCannotDuplicate: 'card.inReviewCannotDuplicate',
  'login failed': 'alert.loginFailed',
  'Login failed': 'alert.loginFailed',
  'Failed to load Content.': 'alert.failedToLoadContent',
  'Invalid employee ID.': 'alert.invalidEmployeeId',
  'client key is required for employee id login.': 'alert.clientKeyRequired',
  'Navigation failed': 'alert.navigationFailed',
  'This setup code is not valid. Ask your administrator for a new one.': 'pinSetup.codeInvalid',
  // 001 §5 list rules of smart instructions, as the server refuses an insert, a move or an item.
  'Invalid position': 'sopRule.InvalidPosition',
  'Cannot insert between a Step and its Substeps': 'sopRule.InsertBetweenStepAndSubsteps',
  'Cannot insert between substeps of the same parent': 'sopRule.InsertBetweenSubsteps',
  'Cannot insert inside a group of substeps': 'sopRule.InsertInsideSubstepGroup',
  'A SubStep must follow a Step or another SubStep': 'sopRule.SubstepNeedsStep',
  'Cannot drag in viewer mode': 'sopRule.DragInViewerMode',
  'Cannot drop on self': 'sopRule.DropOnSelf',
  'SubSteps can only be dropped on other SubSteps': 'sopRule.SubstepOnSubstepOnly',
  'Cannot drop non-SubStep cards within SubStep groups': 'sopRule.NonSubstepInSubstepGroup',
  'Cannot drop on non-draggable step': 'sopRule.DropOnNonDraggable',
  'Cannot drop step group within itself': 'sopRule.StepGroupWithinItself',
  'Cannot drag non-draggable step': 'sopRule.DragNonDraggable',
  'Step type is required': 'sopRule.StepTypeRequired',
  'Step ID is required': 'sopRule.StepIdRequired',
  'ID is required to delete a SOP item': 'sopRule.DeleteIdRequired',
  'No file provided': 'sopEditor.upload.noFile',
};

/** The catalogue key for a message that arrived as text, or null when it is free text. */
export function messageKeyOf(message: string): MessageKey | null {
  if (isMessageKey(message)) return message;
  return Object.hasOwn(SERVER_MESSAGES, message) ? (SERVER_MESSAGES[message] ?? null) : null;
}
