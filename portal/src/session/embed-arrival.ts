/**
 * The signed-in embed framed by another site has no session there (issue 16): before anything
 * asks for the session, it gets one from its host page (pages/player/embed-session.ts). Every
 * loader of the route awaits this first (react-router runs them at once), and it runs once.
 */
import { isFramedEmbed } from './handed-token';
import { hasStoredSession } from './local-keys';
import { session } from './session';

let arrival: Promise<void> | null = null;

export function awaitEmbedSession(url: URL): Promise<void> {
  if (arrival) return arrival;
  if (!isFramedEmbed(url) || hasStoredSession()) return Promise.resolve();
  arrival = import('../pages/player/embed-session').then(async ({ receiveEmbedSession }) => {
    // A handed token is fresh: no start-up refresh (which it could not do) before the profile.
    if ((await receiveEmbedSession()) === 'handed') await session.start();
  });
  return arrival;
}
