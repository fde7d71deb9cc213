/**
 * Quizzes (issue 19: 001 §3-§5, §7; 002 §3, §7), migration 0016: a workflow's quiz, one per
 * workflow, and every graded attempt at it. The questions are kept as core's `Question` list
 * (the author's view, each with its stable id); an attempt keeps its own copy of what was asked
 * and answered, so editing a quiz later never rewrites history.
 */
import type { Question, SubmittedAnswer } from '@stepwise/core';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.js';
import { orgRef, users } from './organizations.js';
import { workflows } from './workflows.js';

/**
 * Status pending -> processing -> completed | failure while the `ai-generate-quiz` job works
 * (core QUIZ_STATUSES), completed for a quiz written by hand. `generator` is core's
 * QuizGenerator ('author', 'offline', 'llm' with `model`).
 */
export const quizzes = pgTable(
  'quizzes',
  {
    id: id(),
    organizationId: orgRef(),
    workflowId: text('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('completed'),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    passingScore: integer('passing_score').notNull().default(80),
    questions: jsonb('questions').$type<Question[]>().notNull().default([]),
    generator: text('generator').notNull().default('author'),
    model: text('model'),
    errorMessage: text('error_message'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('quizzes_workflow_uq').on(t.workflowId)],
);

/**
 * One graded attempt (002 §3 user quiz). `user_id` is null for a public visitor (a content
 * share's player, 002 §6 "tracked without user identity", as tracking records are); an
 * e-learning learner is a user of its own (POST /v1/rustici/validate-user). `attempt` counts a
 * person's attempts at the quiz from 1; the unique index keeps two concurrent submissions from
 * taking the same number.
 */
export const userQuizzes = pgTable(
  'user_quizzes',
  {
    id: id(),
    organizationId: orgRef(),
    quizId: text('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    workflowId: text('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    isPublic: boolean('is_public').notNull().default(false),
    userOrTeamSkillId: text('user_or_team_skill_id'),
    /** core QUIZ_RESULTS: passed | failed */
    status: text('status').notNull(),
    correctAnswerCount: integer('correct_answer_count').notNull(),
    questionCount: integer('question_count').notNull(),
    score: integer('score').notNull(),
    passingScore: integer('passing_score').notNull(),
    attempt: integer('attempt').notNull(),
    questions: jsonb('questions').$type<SubmittedAnswer[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_quizzes_quiz_user_idx').on(t.quizId, t.userId, t.createdAt),
    index('user_quizzes_workflow_idx').on(t.organizationId, t.workflowId),
    uniqueIndex('user_quizzes_attempt_uq').on(t.quizId, t.userId, t.attempt),
  ],
);
