/**
 * Words that shape a question rather than say what it is about ("how do I **need** to … **please**",
 * "what's the **right** **way**"): they carry no part of the answer, so the coverage of a question
 * by the content (answer/coverage.ts) ignores them. Retrieval itself still uses them (they weigh
 * little there by IDF). PostgreSQL's stop words (how, what, do, the …) are dropped before this.
 * English, where the workers' questions mostly are; other languages rely on their stop words.
 */
const PHRASING = new Set(
  `
  can could would should shall may might must need needs needed needing want wants wanted wanna
  please pls plz hi hello hey thanks thank cheers guys folks team
  someone somebody anyone anybody something anything thing things stuff
  way ways ok okay right correct correctly proper properly supposed allowed enough
  much many long often sure exactly actually really still also just even now today again
  tell know knows find get gets got go goes going make makes made use uses using want like
  help happen happens happening mean means say says said ask let lets kind sort type types
  best good new first next then time times
  instruction instructions procedure procedures process step steps video videos workflow workflows
  guide explain show shows
`
    .split(/\s+/)
    .filter(Boolean),
);

/** Whether a token of the question (as the text parser split it) only shapes the question. */
export function isPhrasing(token: string): boolean {
  return PHRASING.has(token.toLowerCase());
}
