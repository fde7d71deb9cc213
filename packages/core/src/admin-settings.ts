/**
 * Admin settings (issue 25; 000 §2, §3, §7): the rules of the business, interface language,
 * assistant (Maven), IP restriction, credit dashboard and QR code screens. zod-free: the wire
 * schemas are in admin-settings.schema.ts.
 */
import { CHAT_TOP_K } from './chat.js';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from './constants.js';
import { ipAllowed, isValidIpRule } from './ip-rules.js';

// ---------------------------------------------------------------------------------------------
// IP restriction (000 §3, §4, §7)

/**
 * Whether saving `rules` with the restriction `enabled` would shut out the address `ip` the
 * admin is saving from (000 §3: no rules means no restriction, so an empty list never locks out).
 */
export function wouldLockOut(ip: string, rules: readonly string[], enabled: boolean): boolean {
  return enabled && !ipAllowed(ip, rules);
}

/** The server's refusal of a save that would lock the saving admin out (code 'ip-lock-out'). */
export const IP_LOCK_OUT_CODE = 'ip-lock-out';
export const ipLockOutMessage = (ip: string): string =>
  `The allowed IP rules do not include your current address (${ip}); add it before enabling the restriction, or you would lock yourself out`;

export type IpRuleProblem = 'empty' | 'invalid' | 'duplicate';

/** Each rule's problem as the editor shows it while typing (a repeat of an earlier rule is a duplicate). */
export function ipRuleProblems(rules: readonly string[]): (IpRuleProblem | null)[] {
  const seen = new Set<string>();
  return rules.map((raw) => {
    const rule = raw.trim();
    if (rule === '') return 'empty';
    if (!isValidIpRule(rule)) return 'invalid';
    const key = rule.toLowerCase();
    if (seen.has(key)) return 'duplicate';
    seen.add(key);
    return null;
  });
}

// ---------------------------------------------------------------------------------------------
// Business (/admin/business)

export const BUSINESS_NAME_MAX = 200;
export const BUSINESS_TEXT_MAX = 200;
export const BUSINESS_ADDRESS_MAX = 500;
export const BUSINESS_PHONE_MAX = 40;
export const BUSINESS_SIZES = [
  '1-10',
  '11-50',
  '51-200',
  '201-1000',
  '1001-5000',
  '5000+',
] as const;
export type BusinessSize = (typeof BUSINESS_SIZES)[number];

// ---------------------------------------------------------------------------------------------
// Interface language (/admin/setting/interface-language)

export type InterfaceLanguageProblem = 'none-offered' | 'default-not-offered';

/** The default must be one of the offered languages, and at least one is offered. */
export function interfaceLanguageProblem(
  defaultLanguage: string,
  offered: readonly string[],
): InterfaceLanguageProblem | null {
  if (offered.length === 0) return 'none-offered';
  if (!offered.includes(defaultLanguage)) return 'default-not-offered';
  return null;
}

/** The offered languages in the interface's order, without repeats or unknown codes. */
export function orderedLanguages(offered: readonly string[]): InterfaceLanguage[] {
  return INTERFACE_LANGUAGES.filter((l) => offered.includes(l));
}

// ---------------------------------------------------------------------------------------------
// Assistant (Maven) settings (/admin/setting/maven; 002 §9)

export const MAVEN_PRESET_QUESTIONS_MAX = 10;
export const MAVEN_PRESET_QUESTION_MAX_LENGTH = 200;
export const MAVEN_GREETING_MAX_LENGTH = 500;
export const MAVEN_TOP_K_DEFAULT = CHAT_TOP_K;
export const MAVEN_TOP_K_MIN = 1;
export const MAVEN_TOP_K_MAX = 20;

/** A list with the item at `from` moved by `by` places (clamped); the same list if it cannot move. */
export function moveItem<T>(list: readonly T[], from: number, by: number): T[] {
  const to = Math.min(Math.max(from + by, 0), list.length - 1);
  if (from < 0 || from >= list.length || to === from) return [...list];
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item as T);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Credit dashboard (/admin/credit-dashboard)

export const AI_USAGE_FEATURES = [
  'chat',
  'ai-summary',
  'ai-quiz',
  'transcription',
  'text-to-speech',
  'smart-instruction',
  'embeddings',
] as const;
export type AiUsageFeature = (typeof AI_USAGE_FEATURES)[number];
export const AI_USAGE_UNITS = ['tokens', 'seconds', 'characters', 'requests'] as const;
export type AiUsageUnit = (typeof AI_USAGE_UNITS)[number];
export const AI_USAGE_MONTHS_DEFAULT = 6;
export const AI_USAGE_MONTHS_MAX = 24;
/** The provider name usage made without an outside service is recorded under. */
export const OFFLINE_PROVIDER = 'offline';

/** The last `months` calendar months (UTC) ending with the month of `now`, oldest first: 'YYYY-MM'. */
export function usageMonths(months: number, now: Date): string[] {
  const out: string[] = [];
  for (let i = months - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    out.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// QR codes (/admin/setting/qr-code)

export const QR_CONTENT_TYPES = ['workflows', 'multimodal-sops'] as const;
export type QrContentType = (typeof QR_CONTENT_TYPES)[number];
export const QR_LABEL_MAX = 120;
export const QR_CODES_MAX = 500;

/**
 * The portal path a QR code opens: the player for a workflow, the smart-instruction viewer for
 * an SOP (000 §2 route map; a signed-in device or a shared account opens either after sign-in).
 */
export function qrContentPath(contentType: QrContentType, contentId: string): string {
  const id = encodeURIComponent(contentId);
  return contentType === 'workflows' ? `/playermain/${id}` : `/smart-instruction/${id}`;
}

/** The full address on the portal's origin (no trailing slash on the origin). */
export function qrContentUrl(
  origin: string,
  contentType: QrContentType,
  contentId: string,
): string {
  return `${origin.replace(/\/+$/, '')}${qrContentPath(contentType, contentId)}`;
}
