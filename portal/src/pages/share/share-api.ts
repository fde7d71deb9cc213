import { createApi, type Api } from '@stepwise/api';

let publicApi: Api | null = null;

/**
 * The /share page's calls go without a session: the visitor is anyone, and a signed-in person's
 * identity must not decide what a share shows (made once, on first use).
 */
export function shareApi(): Api {
  publicApi ??= createApi({ baseUrl: window.location.origin });
  return publicApi;
}
