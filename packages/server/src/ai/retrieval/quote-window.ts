/**
 * The sentences an answer quotes (issue 15, "complete answers"): the best-matching run of a
 * step's sentences, extended by whole neighbouring sentences of the same step that a worker must
 * not miss — a warning ("never", "if it leaks, stop"), a number (a torque, a time, a limit) or an
 * instruction ("Close the valve.") — so that what to do when it goes wrong, or whom to call, is
 * never cut off from the step it belongs to.
 */

/** How many sentences the window may grow on each side, at most. */
export const QUOTE_EXTENSION = 2;

const WARNING =
  /\b(warning|caution|careful|danger|dangerous|hazard|never|do not|don't|must|mustn't|always|immediately|stop|emergency|evacuate|injur\w*|burns?|shock|fire|leak\w*|if|unless|otherwise|supervisor|report|call|alarm|lock\w*)\b/i;
const NUMBER =
  /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|half|quarter|once|twice)\b/i;
const INSTRUCTION_VERBS = new Set(
  `check close open turn switch remove replace wear put take keep make wait press pull push lift
  lower set place fit tighten loosen clean wipe rinse wash spray fill empty connect disconnect
  unplug plug lock unlock tag test record write sign label count measure read note look inspect
  apply attach cut wrap hold move return store throw dispose use do call tell report ask leave let
  start stop run restart reset isolate release drain bleed clear cover mark log hang secure shut
  verify confirm ensure follow repeat rotate align insert slide screw unscrew torque clip`
    .split(/\s+/)
    .filter(Boolean),
);

/** Whether a sentence is a warning, carries a number, or tells the worker to do something. */
export function mustStayWithItsStep(sentence: string): boolean {
  if (WARNING.test(sentence) || NUMBER.test(sentence)) return true;
  // An instruction: the sentence (or its main clause, after a leading "Before you start,")
  // opens with a verb of doing, optionally after "then", "now", "next", "first" or "finally".
  const clauses = sentence.split(/,\s*/u).slice(0, 2);
  return clauses.some((clause) => {
    const words = clause.trim().toLowerCase().split(/\s+/u);
    const first = /^(then|now|next|first|finally|and|also|please)$/u.test(words[0] ?? '')
      ? words[1]
      : words[0];
    return INSTRUCTION_VERBS.has((first ?? '').replace(/[^a-z']/gu, ''));
  });
}

/**
 * The window [first, last] (indices into the step's sentences) grown by the neighbours that must
 * stay with it, at most QUOTE_EXTENSION on each side, stopping at the first that need not.
 */
export function extendQuoteWindow(
  sentences: readonly string[],
  window: { first: number; last: number },
): { first: number; last: number } {
  let { first, last } = window;
  for (let i = 0; i < QUOTE_EXTENSION && first > 0; i++) {
    if (!mustStayWithItsStep(sentences[first - 1]!)) break;
    first--;
  }
  for (let i = 0; i < QUOTE_EXTENSION && last < sentences.length - 1; i++) {
    if (!mustStayWithItsStep(sentences[last + 1]!)) break;
    last++;
  }
  return { first, last };
}
