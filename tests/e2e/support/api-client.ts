import { createApi, login, type Api } from '@stepwise/api';

/** The typed client, signed in, to check from the outside what the portal did. */
export async function signedInApi(baseUrl: string, email: string, password: string): Promise<Api> {
  const api = createApi({ baseUrl });
  await login(api, { email, password });
  return api;
}

export const PUBLISHER = 'publisher@demo.stepwise.test';
