/** The session store's server calls, in their own chunk with the API client (store.ts). */
export { listWorkspaceGroups, logout } from '@stepwise/api';
export { loadSession } from './load-session';
