// The parser lives in @stepwise/core (the server reads event streams too); re-exported here so
// the client's imports keep working.
export { EventStreamParser } from '@stepwise/core';
export type { ServerSentEvent } from '@stepwise/core';
