/** The client key of this visit (see resolveClientKey for the order), kept until logout. */
import { pageStorage } from '@stepwise/bridge/storage';
import { CLIENT_KEY_KEY } from '../../session/local-keys';
import { resolveClientKey } from './sign-in-rules';

export function currentClientKey(): string | null {
  const key = resolveClientKey({
    search: window.location.search,
    hostname: window.location.hostname,
    stored: pageStorage('local').getItem(CLIENT_KEY_KEY),
    fallback: import.meta.env.VITE_CLIENT_KEY as string | undefined,
  });
  if (key) pageStorage('local').setItem(CLIENT_KEY_KEY, key);
  return key;
}
