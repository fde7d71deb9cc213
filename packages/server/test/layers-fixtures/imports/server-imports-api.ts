// lint-as: packages/server/src/domain/layers-fixture.ts
// Wrong way: the server shares only core with the clients, not the client's API package.
export type { ApiClient } from '@stepwise/api';
