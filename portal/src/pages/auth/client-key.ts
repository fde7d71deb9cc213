/** The client key of this visit (see resolveClientKey for the order), kept until logout. */
import { CLIENT_KEY_KEY } from '../../session/local-keys';
import { resolveClientKey } from './sign-in-rules';

export function currentClientKey(): string | null {
  const key = resolveClientKey({
    search: window.location.search,
    hostname: window.location.hostname,
    stored: localStorage.getItem(CLIENT_KEY_KEY),
    fallback: import.meta.env.VITE_CLIENT_KEY as string | undefined,
  });
  if (key) localStorage.setItem(CLIENT_KEY_KEY, key);
  return key;
}
