/**
 * The mails that carry single-use links, with the portal paths of 002 §2 "Invitations and
 * passwords". Every link is built on the configured public URL (or, for resets, a base the
 * caller may choose only within that origin), never on a host taken from the request.
 */
import { DEFAULT_LANGUAGE, interfaceLanguageSchema, type InterfaceLanguage } from '@stepwise/core';
import type { Services } from '../services.js';

/** The first candidate that is an interface language, else the default. */
export function linkLanguage(...candidates: (string | null | undefined)[]): InterfaceLanguage {
  for (const c of candidates) {
    const parsed = interfaceLanguageSchema.safeParse(c?.toLowerCase());
    if (parsed.success) return parsed.data;
  }
  return DEFAULT_LANGUAGE;
}

const seg = (s: string) => encodeURIComponent(s);

export async function mailInvitation(
  services: Services,
  m: { to: string; organizationId: string; token: string; name: string; lang: InterfaceLanguage },
): Promise<string> {
  const link = `${services.config.publicUrl}/userinvitecreate/${seg(m.token)}/${seg(m.name)}/${m.lang}`;
  await services.mailer.send({
    kind: 'invite',
    to: m.to,
    organizationId: m.organizationId,
    subject: 'You have been invited to Stepwise',
    text: `Hello ${m.name},\n\nYou have been invited to Stepwise. Create your account within 7 days:\n${link}\n`,
    link,
  });
  return link;
}

export async function mailSelfSignup(
  services: Services,
  m: { to: string; token: string; name: string; lang: InterfaceLanguage },
): Promise<string> {
  const link = `${services.config.publicUrl}/startfreetrial/${seg(m.token)}/${seg(m.name)}/${m.lang}`;
  await services.mailer.send({
    kind: 'self-signup',
    to: m.to,
    subject: 'Start your Stepwise free trial',
    text: `Finish creating your organisation within 24 hours:\n${link}\n`,
    link,
  });
  return link;
}

/**
 * The reset link's base: the caller's baseUrl only when it is on the public URL's origin, so
 * nobody can have us mail a live reset token pointing at a host they control.
 */
export function resetLinkBase(publicUrl: string, baseUrl: string | undefined): string {
  if (baseUrl) {
    try {
      const u = new URL(baseUrl);
      if (u.origin === new URL(publicUrl).origin)
        return `${u.origin}${u.pathname}`.replace(/\/+$/, '');
    } catch {
      // not a URL: fall through to the public URL
    }
  }
  return publicUrl;
}

export async function mailPasswordReset(
  services: Services,
  m: { to: string; organizationId: string; token: string; lang: InterfaceLanguage; base: string },
): Promise<string> {
  const link = `${m.base}/usernewpassword/${seg(m.token)}/${m.lang}`;
  await services.mailer.send({
    kind: 'reset',
    to: m.to,
    organizationId: m.organizationId,
    subject: 'Reset your Stepwise password',
    text: `Set a new password within 1 hour:\n${link}\n\nIf you did not ask for this, ignore this mail.`,
    link,
  });
  return link;
}
