/**
 * The catalogue key of each 001 §5 list rule (core SopRuleMessage), so a refused drop or insert
 * is shown in the reader's language; a message the catalogue does not know is shown as sent.
 */
import { SopRuleMessage, type SopItemType, type SopRuleMessageValue } from '@stepwise/core';
import { t, type MessageKey } from '../../i18n/t';

const KEYS = new Map<string, MessageKey>(
  Object.entries(SopRuleMessage).map(([name, text]) => [text, `sopRule.${name}` as MessageKey]),
);

export function ruleText(message: SopRuleMessageValue | string): string {
  const key = KEYS.get(message);
  return key ? t(key) : message;
}

/** An item type's name in the editor ('Sub step', 'File request'...). */
export function itemTypeText(type: SopItemType): string {
  return t(`sopEditor.type.${type}` as MessageKey);
}
