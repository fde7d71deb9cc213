/**
 * Listeners for the server's refusals by code, fed by the Api (api.ts); the session listens for
 * code 5, IP not allowed. Kept apart from the Api so that listening does not load it.
 */
export const refusalListeners = new Set<(code: number) => void>();
