/**
 * Numbers as people type them and as trainers say them: a question's "5" is the transcript's
 * "five". Small whole numbers in a question get their word beside them, so either form matches,
 * and coverage counts the pair as the one number it is (English words; other languages match
 * digits to digits).
 */
const WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];

/** English number words 0-20 (the quiz generator reads numbers said as words too). */
export const NUMBER_WORDS: readonly string[] = WORDS;

/** The question with each standalone 0-20 followed by its word, and word -> digits. */
export function spellOutNumbers(question: string): { text: string; aliases: Map<string, string> } {
  const aliases = new Map<string, string>();
  const text = question.replace(/(?<![\w.,])(\d{1,2})(?!\w)(?![.,]\d)/gu, (digits: string) => {
    const word = WORDS[Number(digits)];
    if (!word) return digits;
    aliases.set(word, digits);
    return `${digits} ${word}`;
  });
  return { text, aliases };
}
