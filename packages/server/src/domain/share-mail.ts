/**
 * The mails of restricted shares (001 §3, §8): the invitation a sharer sends the listed
 * addresses, and the one-time code a visitor asks for on the /share page. Links are built on the
 * configured public URL, never on a host taken from the request. Both go through the mailer, so
 * they land in the outbox (and the log) whether or not SMTP is configured. English, like the
 * account mails.
 */
import type { Services } from '../services.js';

type MailServices = Pick<Services, 'config' | 'mailer'>;

/** The /share page of a share: where every share mail points. */
export function shareLink(services: MailServices, shareId: string, query?: Record<string, string>) {
  const base = `${services.config.publicUrl}/share/${encodeURIComponent(shareId)}`;
  return query ? `${base}?${new URLSearchParams(query).toString()}` : base;
}

export interface ShareInvitation {
  organizationId: string;
  shareId: string;
  title: string;
  sharer: string;
  message: string | undefined;
}

/**
 * Mails every listed address the share's link; answers how many went out (the portal's
 * sharing-success alert). One failing address does not stop the others: the mailer keeps each
 * message in the outbox with its error.
 */
export async function mailShareInvitations(
  services: MailServices,
  to: readonly string[],
  m: ShareInvitation,
): Promise<number> {
  const link = shareLink(services, m.shareId);
  const note = m.message ? `\n\n${m.sharer} wrote:\n${m.message}` : '';
  const text =
    `${m.sharer} shared "${m.title}" with you on Stepwise.${note}\n\n` +
    `Open it here (you will be asked for a code sent to this address):\n${link}\n`;
  let sent = 0;
  for (const address of new Set(to)) {
    await services.mailer.send({
      kind: 'share',
      to: address,
      organizationId: m.organizationId,
      subject: `${m.sharer} shared "${m.title}" with you`,
      text,
      link,
    });
    sent += 1;
  }
  return sent;
}

/** The one-time code, and a link that carries it so one click opens the content. */
export async function mailShareAccessCode(
  services: MailServices,
  m: { to: string; organizationId: string; shareId: string; code: string; minutes: number },
): Promise<void> {
  const link = shareLink(services, m.shareId, { email: m.to, code: m.code });
  await services.mailer.send({
    kind: 'share',
    to: m.to,
    organizationId: m.organizationId,
    subject: `Your Stepwise access code: ${m.code}`,
    text:
      `Your code to open the shared content is ${m.code}. It works once, for ${m.minutes} minutes.\n\n` +
      `Or open it directly:\n${link}\n\nIf you did not ask for this, ignore this mail.`,
    link,
  });
}
