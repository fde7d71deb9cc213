import { describe, expect, it } from 'vitest';
import type { Catalogue } from './catalogue.js';
import { loadCatalogue } from './load.js';
import { createTranslator, interpolate, isMessageKey, messageKeyOf } from './translate.js';

describe('translator', () => {
  it('fills {name} placeholders and leaves unknown ones as written', () => {
    expect(interpolate('Page {page} of {pageCount}', { page: 2, pageCount: 5 })).toBe(
      'Page 2 of 5',
    );
    expect(interpolate('Hello {name}', {})).toBe('Hello {name}');
  });

  it('reads the language and falls back to English for a missing key', async () => {
    const ja = await loadCatalogue('ja-jp');
    const partial: Partial<Catalogue> = { ...ja, 'card.play': undefined };
    const t = createTranslator(partial);
    expect(t('common.cancel')).toBe('キャンセル');
    expect(t('card.play', { title: 'Setup' })).toBe('Play Setup');
  });

  it('uses a fallback catalogue before English', async () => {
    const fr = await loadCatalogue('fr-fr');
    const t = createTranslator({}, [fr]);
    expect(t('common.cancel')).toBe('Annuler');
  });

  it('gives the key itself when no catalogue knows it', () => {
    const t = createTranslator({});
    expect(t('nope.missing' as never)).toBe('nope.missing');
  });

  it('maps server messages to keys', () => {
    expect(isMessageKey('rules.required')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
    expect(messageKeyOf('rules.required')).toBe('rules.required');
    expect(messageKeyOf('File too large')).toBe('upload.fileTooLarge');
    expect(messageKeyOf('smartVideoInReviewCannotDuplicate')).toBe('card.inReviewCannotDuplicate');
    expect(messageKeyOf('Database on fire')).toBeNull();
  });
});
