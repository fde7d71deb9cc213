/** Joins the truthy class names; every component root also carries `sw-player-scope`. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** The class that gives an element the player's custom properties (styles/base.css). */
export const SCOPE = 'sw-player-scope';
