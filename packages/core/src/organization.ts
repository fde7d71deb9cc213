/** An organisation's platform generation (schema: organization.schema.ts). */
export type Generation = 'gen2' | 'gen2plus';

export const LOGIN_TYPES = ['email', 'sso', 'email+sso', 'email+generic-sso'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

/**
 * A client key for a new organisation (self-signup): its name as a DNS label, plus a random
 * suffix so two "Acme" sign-ups never collide. Names with no Latin letters or digits give "org".
 */
export function clientKeyFromName(name: string, suffix: string): string {
  const room = 63 - suffix.length - 1;
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, room)
    .replace(/^-+|-+$/g, '');
  return `${slug || 'org'}-${suffix}`;
}

// ---- Organisation logo (issue 23: shown on the /share page, 001 §3 "logo url", §7) ------------

/** The logo file's largest size: refused (413) past it, before a byte is read. */
export const ORGANIZATION_LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** What the logo may be, by its bytes. No SVG: a script inside it would run on our origin. */
export const ORGANIZATION_LOGO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The box a logo is fitted into (never enlarged), in pixels. */
export const ORGANIZATION_LOGO_BOX = { width: 400, height: 160 } as const;

// ---- Customised permissions (000 §3) -----------------------------------------------------------

/** At most this many host origins may drive the player in an iframe (issue 6 allow-list). */
export const MAX_ALLOWED_ORIGINS = 100;

/**
 * The origin a person means by `value`, as browsers report it (`MessageEvent.origin`): an http or
 * https scheme, a host and an optional port, lowercased, the default port dropped, a trailing "/"
 * allowed ("https://Example.com:443/" -> "https://example.com"). Null for anything else: another
 * scheme, a path, a query, a fragment or credentials, none of which an origin has.
 */
export function originOf(value: string): string | null {
  const text = value.trim();
  if (!/^https?:\/\/[^/?#\s]+\/?$/i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.username || url.password || !url.hostname) return null;
  return url.origin;
}

/**
 * Whether `value` is an allowed-origin entry: an http(s) origin exactly as browsers report it,
 * so the bridge's exact comparison with a message's origin can match it.
 */
export function isOrigin(value: string): boolean {
  return originOf(value) === value;
}

// ---- Organisation settings (000 §3, login-related and beyond) ----------------------------------

// ---- Organisation -------------------------------------------------------------------------------

/**
 * 000 §6 says gen2 and gen2plus organisations are detected and "generation-2 accounts are
 * refused". We read "generation-2" as the plain gen2 generation: gen2plus is the supported
 * successor and signs in normally.
 */
export function isGeneration2Refused(org: { generation: Generation }): boolean {
  return org.generation === 'gen2';
}
