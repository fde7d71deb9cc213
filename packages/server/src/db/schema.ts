/**
 * The one database schema, shared by PGlite (embedded) and PostgreSQL, split by domain under
 * schema/ and gathered here: code imports its tables from `db/schema.js`, and drizzle-kit reads
 * this file (drizzle.config.ts). The migrations (drizzle/) are the source of truth for the
 * database; these declarations describe the same tables for the query builder.
 * Every organisation-owned table carries `organization_id`; `tenant.ts` is the only place that
 * reads or writes them, and it always adds that filter.
 */
export * from './schema/organizations.js';
export * from './schema/workspaces.js';
export * from './schema/accounts.js';
export * from './schema/platform.js';
export * from './schema/workflows.js';
export * from './schema/player.js';
export * from './schema/elearning.js';
export * from './schema/assistant.js';
export * from './schema/embed-chunks.js';
export * from './schema/quizzes.js';
export * from './schema/smart-instructions.js';
export * from './schema/workflow-editor.js';
export * from './schema/annotations-voice.js';
export * from './schema/sharing-approvals.js';
export * from './schema/skills-tasks.js';
export * from './schema/analytics-admin.js';
