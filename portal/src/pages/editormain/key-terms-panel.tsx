/**
 * The transcript's key terms (001 §5): added from a selection inside a sentence (the row checks
 * it with core's keyTermSelectionProblem), listed here with a remove button each. Only for the
 * languages of core's keyTermsAvailable; other languages see why there are none.
 */
import { KeyTermProblem } from '@stepwise/core';
import { t } from '../../i18n/t';
import { editMessage } from './edit-message';

export function KeyTermsPanel({
  terms,
  available,
  readOnly,
  onRemove,
}: {
  terms: readonly string[];
  available: boolean;
  readOnly: boolean;
  onRemove: (term: string) => void;
}) {
  return (
    <section className="key-terms" aria-labelledby="key-terms-title" data-testid="key-terms">
      <h2 id="key-terms-title">{t('editormain.keyTerms')}</h2>
      {!available ? (
        <p className="muted">{editMessage(KeyTermProblem.language)}</p>
      ) : terms.length === 0 ? (
        <p className="muted" data-testid="key-terms-empty">
          {t('editormain.keyTermsEmpty')}
        </p>
      ) : (
        <ul className="key-term-list">
          {terms.map((term) => (
            <li key={term} className="key-term" data-testid="key-term">
              <span>{term}</span>
              <button
                type="button"
                className="icon-button"
                disabled={readOnly}
                aria-label={t('editormain.removeKeyTerm', { term })}
                onClick={() => onRemove(term)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
