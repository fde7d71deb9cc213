/**
 * What the sign-in and account tests need from the frame server besides the browser: an org
 * admin's calls, and the links of mail the server sent (with no SMTP configured it writes each
 * mail to its outbox table and its log, which is what a person setting it up would read).
 */
import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';

export const ORG_ADMIN = 'orgadmin@demo.stepwise.test';

export async function tokenOf(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { data: { accessToken: string } };
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  return body.data.accessToken;
}

export async function call(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: any }> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/** The link of the newest mail to `to` in the server log, waiting for it to be written. */
export async function mailLink(log: string, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const lines = (await readFile(log, 'utf8')).split('\n').filter((l) => l.includes(to));
        for (const line of lines.reverse()) {
          try {
            const entry = JSON.parse(line) as { to?: string; link?: string };
            if (entry.to === to && entry.link) {
              link = entry.link;
              return true;
            }
          } catch {
            // not a JSON line
          }
        }
        return false;
      },
      { timeout: 15_000, message: `a mail to ${to} in ${log}` },
    )
    .toBe(true);
  return link!;
}

/** A fresh address per test run, so reruns against the same server never collide. */
export const uniqueEmail = (name: string) =>
  `${name}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
