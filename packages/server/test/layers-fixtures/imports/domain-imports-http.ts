// lint-as: packages/server/src/domain/layers-fixture.ts
// Wrong way: the domain reaching up into the HTTP edge.
import { ok } from '../http/reply.js';

export const answer = ok;
