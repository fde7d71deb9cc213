/**
 * Core's refusal and key-term messages (EditRefusal, KeyTermProblem) are English texts the
 * server sends too; the editors show them in the reader's language through `editormain.refusal.*`
 * and `editormain.keyTermProblem.*`, falling back to the text as sent (messageOf) for any other.
 */
import { EditRefusal, KeyTermProblem } from '@stepwise/core';
import { isMessageKey } from '@stepwise/i18n';
import { messageOf, t } from '../../i18n/t';

const keyOfText = (table: Readonly<Record<string, string>>, text: string) =>
  Object.entries(table).find(([, message]) => message === text)?.[0];

export function editMessage(text: string): string {
  const refusal = keyOfText(EditRefusal, text);
  const problem = keyOfText(KeyTermProblem, text);
  const key = refusal
    ? `editormain.refusal.${refusal}`
    : problem
      ? `editormain.keyTermProblem.${problem}`
      : null;
  return key && isMessageKey(key) ? t(key) : messageOf(text);
}
