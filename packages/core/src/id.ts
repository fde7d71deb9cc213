// Ids travel in URL paths (/v1/workspaces/{id}), so they are kept to path-safe characters. The
// wire schemas are in id.schema.ts; the pattern imports no zod (the player's attributes use it).
export const ID_PATTERN = /^[A-Za-z0-9_.:-]+$/;
