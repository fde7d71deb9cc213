/**
 * Helpers of the share tests: anonymous calls with a share token, published workflow copies, and
 * the calls of a share's manager and visitor (ShareKit).
 */
import { expect } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { EXTERNAL_ACCESS_HEADER } from '@stepwise/core';
import { newId } from '../src/db/ids.js';
import { contentShares, mailOutbox, workflows } from '../src/db/schema.js';
import type { Database } from '../src/db/client.js';
import { DEMO_USERS } from '../src/seed/demo.js';
import type { TestServer } from './harness.js';

/** A request with the share token header (when given) and no bearer. */
export async function anonymousCall(
  base: string,
  method: string,
  path: string,
  shareToken: string | null,
  body?: unknown,
) {
  const headers: Record<string, string> = {};
  if (shareToken !== null) headers[EXTERNAL_ACCESS_HEADER] = shareToken;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(new URL(path, base), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json().catch(() => null)) as any,
  };
}

/** A published copy of a workflow (same media and title), for a test of its own. */
export async function publishedCopy(database: Database, workflowId: string): Promise<string> {
  const [source] = await database.db.select().from(workflows).where(eq(workflows.id, workflowId));
  const id = newId();
  await database.db
    .insert(workflows)
    .values({ ...source!, id, published: true, publishedDate: new Date() });
  return id;
}

/** A password good enough for a share (10 to 25 characters). */
export const SHARE_PASSWORD = 'Gate-Pass-2026';
export const playerPath = (id: string) => `/v1/player/workflow?workflowId=${id}`;
export const landing = (id: string) => `/v1/share-landing/${id}`;

/** The calls of the share tests, as the demo admin, publisher and viewer or as a visitor. */
export class ShareKit {
  readonly token = { org: '', pub: '', view: '' };

  private constructor(readonly s: TestServer) {}

  static async open(s: TestServer): Promise<ShareKit> {
    const kit = new ShareKit(s);
    const logins = await Promise.all(
      [DEMO_USERS.orgAdmin, DEMO_USERS.publisher, DEMO_USERS.viewer].map((e) => s.api.login(e)),
    );
    (['org', 'pub', 'view'] as const).forEach((key, i) => {
      kit.token[key] = logins[i]!.accessToken;
    });
    return kit;
  }

  anonymous(method: string, path: string, shareToken: string | null, body?: unknown) {
    return anonymousCall(this.s.url, method, path, shareToken, body);
  }

  settings(data: unknown) {
    return this.s.api.post(
      '/admin/organization/settings',
      { action: 'update', data },
      this.token.org,
    );
  }

  /** The workflow's share (made on first ask), as the publisher. */
  async shareOf(workflowId: string): Promise<string> {
    const res = await this.s.api.post(
      '/v1/content-shares/ensure',
      { type: 'workflow', workflowId },
      this.token.pub,
    );
    expect(res.status).toBe(200);
    return res.body.data.item.id;
  }

  put(id: string, body: unknown, as = this.token.pub) {
    return this.s.api.put(`/v1/content-shares/${id}`, body, as);
  }

  async row(id: string) {
    const db = this.s.database.db;
    const [r] = await db.select().from(contentShares).where(eq(contentShares.id, id));
    return r!;
  }

  /** The newest share mail to an address: the mail, its link and the code the link carries. */
  async lastShareMail(to: string) {
    const [mail] = await this.s.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, 'share')))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const link = mail?.link ? new URL(mail.link) : null;
    return { mail, link, code: link?.searchParams.get('code') ?? '' };
  }

  async codeFor(shareId: string, email: string): Promise<string> {
    const res = await this.s.api.post(`${landing(shareId)}/access-code`, { email });
    expect(res.status).toBe(200);
    return (await this.lastShareMail(email)).code;
  }

  /** A restricted share's token for an admitted address, through its mailed code. */
  async restrictedToken(shareId: string, email: string): Promise<string> {
    const code = await this.codeFor(shareId, email);
    const res = await this.s.api.post(`${landing(shareId)}/token`, { email, code });
    expect(res.status).toBe(200);
    return res.body.data.item.token;
  }
}
