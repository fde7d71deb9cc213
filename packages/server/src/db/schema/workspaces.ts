/** Workspace groups, workspaces with their members and likes, teams and categories. */
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.js';
import { orgRef, users } from './organizations.js';

export const workspaceGroups = pgTable(
  'workspace_groups',
  {
    id: id(),
    organizationId: orgRef(),
    name: text('name').notNull(),
    locale: text('locale').notNull().default('en'),
    priority: integer('priority').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('workspace_groups_org_idx').on(t.organizationId)],
);

export const workspaces = pgTable(
  'workspaces',
  {
    id: id(),
    organizationId: orgRef(),
    workspaceGroupId: text('workspace_group_id')
      .notNull()
      .references(() => workspaceGroups.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    private: boolean('private').notNull().default(false),
    color: text('color').notNull().default('blue'),
    createdAt: createdAt(),
  },
  (t) => [index('workspaces_org_idx').on(t.organizationId)],
);

/** Per-workspace roles (the profile's `roles` map) and membership of private workspaces. */
export const workspaceMembers = pgTable(
  'workspace_members',
  {
    organizationId: orgRef(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    index('workspace_members_user_idx').on(t.userId),
  ],
);

export const workspaceLikes = pgTable(
  'workspace_likes',
  {
    organizationId: orgRef(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.workspaceId] })],
);

export const teams = pgTable(
  'teams',
  {
    id: id(),
    organizationId: orgRef(),
    workspaceId: text('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('teams_org_idx').on(t.organizationId)],
);

export const teamMembers = pgTable(
  'team_members',
  {
    organizationId: orgRef(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] })],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    organizationId: orgRef(),
    name: text('name').notNull(),
    parentId: text('parent_id'),
    createdAt: createdAt(),
  },
  (t) => [index('categories_org_idx').on(t.organizationId)],
);
