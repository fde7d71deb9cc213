import type { ReportName } from '@stepwise/core';

/** Each report's name in the report menu and the header (000 §4's wording). */
export const REPORT_TITLE_KEYS = {
  'content-analysis': 'analytics.report.contentAnalysis',
  'skills-analysis': 'analytics.report.skillsAnalysis',
  main: 'analytics.report.organization',
  workspaces: 'analytics.report.workspaces',
  'workflows/trend': 'analytics.report.workflowsTrend',
  'workflows/detail': 'analytics.report.workflowsDetail',
  workflows: 'analytics.report.workflowsList',
  'mm-sops/trend': 'analytics.report.sopsTrend',
  'mm-sops/detail': 'analytics.report.sopsDetail',
  'skills/performance': 'analytics.report.skillsPerformance',
  'quiz/performance': 'analytics.report.quizPerformance',
  quiz: 'analytics.report.quizzes',
  users: 'analytics.report.users',
} as const satisfies Record<ReportName, string>;

/** The address of a report. */
export const reportPath = (report: ReportName) => `/analytics/${report}`;
