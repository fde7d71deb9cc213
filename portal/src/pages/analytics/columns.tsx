/**
 * The legacy reports' table columns, one list per report (labels translated, numbers formatted
 * in the interface language).
 */
import { Link } from 'react-router';
import type {
  SkillPerformanceReportRow,
  SopDetailRow,
  UserReportRow,
  ViewHistoryRow,
  WorkflowDetailRow,
  WorkflowListRow,
  WorkspaceReportRow,
} from '@stepwise/core';
import { useT } from '@stepwise/i18n/react';
import { useNumberFormats } from '../../components/charts';
import { useDayFormat } from './report-parts';
import type { ReportColumn } from './report-table';

type Cols<R> = ReportColumn<R>[];

function useFormats() {
  return { t: useT(), f: useNumberFormats(), d: useDayFormat() };
}

export function useWorkspaceColumns(): Cols<WorkspaceReportRow> {
  const { t, f, d } = useFormats();
  return [
    {
      key: 'name',
      label: t('analytics.col.workspace'),
      cell: (r) => r.name,
      sortValue: (r) => r.name,
    },
    {
      key: 'group',
      label: t('analytics.col.group'),
      cell: (r) => r.groupName,
      sortValue: (r) => r.groupName,
    },
    {
      key: 'workflows',
      label: t('analytics.col.workflows'),
      cell: (r) => f.count(r.workflows),
      sortValue: (r) => r.workflows,
      numeric: true,
    },
    {
      key: 'sops',
      label: t('analytics.col.smartInstructions'),
      cell: (r) => f.count(r.smartInstructions),
      sortValue: (r) => r.smartInstructions,
      numeric: true,
    },
    {
      key: 'views',
      label: t('analytics.col.views'),
      cell: (r) => f.count(r.views),
      sortValue: (r) => r.views,
      numeric: true,
    },
    {
      key: 'viewers',
      label: t('analytics.col.viewers'),
      cell: (r) => f.count(r.viewers),
      sortValue: (r) => r.viewers,
      numeric: true,
    },
    {
      key: 'watch',
      label: t('analytics.col.watchTime'),
      cell: (r) => f.duration(r.watchSeconds),
      sortValue: (r) => r.watchSeconds,
      numeric: true,
    },
    {
      key: 'completionRate',
      label: t('analytics.col.completionRate'),
      cell: (r) => f.percent(r.completionRate),
      sortValue: (r) => r.completionRate,
      numeric: true,
    },
    {
      key: 'lastViewed',
      label: t('analytics.col.lastViewed'),
      cell: (r) => d.time(r.lastViewedAt),
      sortValue: (r) => r.lastViewedAt,
    },
  ];
}

export function useWorkflowListColumns(): Cols<WorkflowListRow> {
  const { t, f, d } = useFormats();
  return [
    {
      key: 'title',
      label: t('analytics.col.title'),
      cell: (r) => <Link to={`/analytics/workflow/${r.workflowId}`}>{r.title}</Link>,
      sortValue: (r) => r.title,
    },
    {
      key: 'workspace',
      label: t('analytics.col.workspace'),
      cell: (r) => r.workspaceName,
      sortValue: (r) => r.workspaceName,
    },
    {
      key: 'published',
      label: t('analytics.col.published'),
      cell: (r) => (r.published ? d.time(r.publishedAt) : t('analytics.value.draft')),
      sortValue: (r) => r.publishedAt,
    },
    {
      key: 'steps',
      label: t('analytics.col.steps'),
      cell: (r) => f.count(r.stepCount),
      sortValue: (r) => r.stepCount,
      numeric: true,
    },
    {
      key: 'duration',
      label: t('analytics.col.duration'),
      cell: (r) => f.duration(r.durationSeconds),
      sortValue: (r) => r.durationSeconds,
      numeric: true,
    },
    {
      key: 'views',
      label: t('analytics.col.viewsAllTime'),
      cell: (r) => f.count(r.views),
      sortValue: (r) => r.views,
      numeric: true,
    },
  ];
}

export function useWorkflowDetailColumns(): Cols<WorkflowDetailRow> {
  const { t, f, d } = useFormats();
  return [
    {
      key: 'title',
      label: t('analytics.col.title'),
      cell: (r) => (
        <Link to={`/analytics/workflow/${r.workflowId}`} data-testid="analytics-workflow-link">
          {r.title}
        </Link>
      ),
      sortValue: (r) => r.title,
    },
    {
      key: 'workspace',
      label: t('analytics.col.workspace'),
      cell: (r) => r.workspaceName,
      sortValue: (r) => r.workspaceName,
    },
    {
      key: 'views',
      label: t('analytics.col.views'),
      cell: (r) => <span data-testid="analytics-views">{f.count(r.views)}</span>,
      sortValue: (r) => r.views,
      numeric: true,
    },
    {
      key: 'viewers',
      label: t('analytics.col.viewers'),
      cell: (r) => f.count(r.viewers),
      sortValue: (r) => r.viewers,
      numeric: true,
    },
    {
      key: 'avgWatch',
      label: t('analytics.col.avgWatchTime'),
      cell: (r) => f.duration(r.avgWatchSeconds),
      sortValue: (r) => r.avgWatchSeconds,
      numeric: true,
    },
    {
      key: 'completionRate',
      label: t('analytics.col.completionRate'),
      cell: (r) => f.percent(r.completionRate),
      sortValue: (r) => r.completionRate,
      numeric: true,
    },
    {
      key: 'avgSteps',
      label: t('analytics.col.avgStepsReached'),
      cell: (r) => f.count(r.avgStepsReached),
      sortValue: (r) => r.avgStepsReached,
      numeric: true,
    },
    {
      key: 'lastViewed',
      label: t('analytics.col.lastViewed'),
      cell: (r) => d.time(r.lastViewedAt),
      sortValue: (r) => r.lastViewedAt,
    },
  ];
}

export function useSopDetailColumns(): Cols<SopDetailRow> {
  const { t, f, d } = useFormats();
  return [
    {
      key: 'title',
      label: t('analytics.col.title'),
      cell: (r) => r.title,
      sortValue: (r) => r.title,
    },
    {
      key: 'workspace',
      label: t('analytics.col.workspace'),
      cell: (r) => r.workspaceName,
      sortValue: (r) => r.workspaceName,
    },
    {
      key: 'runs',
      label: t('analytics.col.runs'),
      cell: (r) => f.count(r.runs),
      sortValue: (r) => r.runs,
      numeric: true,
    },
    {
      key: 'completedRuns',
      label: t('analytics.col.completedRuns'),
      cell: (r) => f.count(r.completedRuns),
      sortValue: (r) => r.completedRuns,
      numeric: true,
    },
    {
      key: 'runners',
      label: t('analytics.col.runners'),
      cell: (r) => f.count(r.runners),
      sortValue: (r) => r.runners,
      numeric: true,
    },
    {
      key: 'avgDuration',
      label: t('analytics.col.avgDuration'),
      cell: (r) => f.duration(r.avgDurationSeconds),
      sortValue: (r) => r.avgDurationSeconds,
      numeric: true,
    },
    {
      key: 'lastRun',
      label: t('analytics.col.lastRun'),
      cell: (r) => d.time(r.lastRunAt),
      sortValue: (r) => r.lastRunAt,
    },
  ];
}

export function useSkillPerformanceColumns(): Cols<SkillPerformanceReportRow> {
  const { t, f } = useFormats();
  const n = (
    key: keyof SkillPerformanceReportRow & string,
    label: string,
  ): ReportColumn<SkillPerformanceReportRow> => ({
    key,
    label,
    cell: (r) => f.count(r[key] as number),
    sortValue: (r) => r[key] as number,
    numeric: true,
  });
  return [
    {
      key: 'skill',
      label: t('analytics.col.skill'),
      cell: (r) => r.skillName,
      sortValue: (r) => r.skillName,
    },
    {
      key: 'workspace',
      label: t('analytics.col.workspace'),
      cell: (r) => r.workspaceName,
      sortValue: (r) => r.workspaceName,
    },
    n('assigned', t('analytics.col.assigned')),
    n('inProgress', t('analytics.col.inProgress')),
    n('passed', t('analytics.col.passed')),
    n('failed', t('analytics.col.failed')),
    n('overdue', t('analytics.col.overdue')),
    n('certified', t('analytics.col.certified')),
    n('expiringSoon', t('analytics.col.expiringSoon')),
  ];
}

export function useUserColumns(): Cols<UserReportRow> {
  const { t, f, d } = useFormats();
  return [
    {
      key: 'name',
      label: t('analytics.col.user'),
      cell: (r) => (
        <Link to={`/analytics/user/${r.userId}`} data-testid="analytics-user-link">
          {r.name || r.email || r.employeeId}
        </Link>
      ),
      sortValue: (r) => r.name,
    },
    {
      key: 'email',
      label: t('analytics.col.email'),
      cell: (r) => r.email || r.employeeId || '—',
      sortValue: (r) => r.email,
    },
    { key: 'role', label: t('analytics.col.role'), cell: (r) => r.role, sortValue: (r) => r.role },
    {
      key: 'views',
      label: t('analytics.col.views'),
      cell: (r) => f.count(r.views),
      sortValue: (r) => r.views,
      numeric: true,
    },
    {
      key: 'watch',
      label: t('analytics.col.watchTime'),
      cell: (r) => f.duration(r.watchSeconds),
      sortValue: (r) => r.watchSeconds,
      numeric: true,
    },
    {
      key: 'completions',
      label: t('analytics.col.completions'),
      cell: (r) => f.count(r.completions),
      sortValue: (r) => r.completions,
      numeric: true,
    },
    {
      key: 'sopRuns',
      label: t('analytics.col.sopRuns'),
      cell: (r) => f.count(r.sopRuns),
      sortValue: (r) => r.sopRuns,
      numeric: true,
    },
    {
      key: 'quizzesPassed',
      label: t('analytics.col.quizzesPassed'),
      cell: (r) => f.count(r.quizzesPassed),
      sortValue: (r) => r.quizzesPassed,
      numeric: true,
    },
    {
      key: 'lastActive',
      label: t('analytics.col.lastActive'),
      cell: (r) => d.time(r.lastActiveAt),
      sortValue: (r) => r.lastActiveAt,
    },
  ];
}

export function useViewHistoryColumns(): Cols<ViewHistoryRow> {
  const { t, f, d } = useFormats();
  return [
    {
      key: 'viewedAt',
      label: t('analytics.col.viewedAt'),
      cell: (r) => d.time(r.viewedAt),
      sortValue: (r) => r.viewedAt,
    },
    {
      key: 'title',
      label: t('analytics.col.title'),
      cell: (r) => <Link to={`/analytics/workflow/${r.workflowId}`}>{r.title}</Link>,
      sortValue: (r) => r.title,
    },
    {
      key: 'workspace',
      label: t('analytics.col.workspace'),
      cell: (r) => r.workspaceName,
      sortValue: (r) => r.workspaceName,
    },
    {
      key: 'watch',
      label: t('analytics.col.watchTime'),
      cell: (r) => f.duration(r.watchSeconds),
      sortValue: (r) => r.watchSeconds,
      numeric: true,
    },
    {
      key: 'steps',
      label: t('analytics.col.stepsReached'),
      cell: (r) => `${f.count(r.stepsReached)} / ${f.count(r.stepsTotal)}`,
      sortValue: (r) => r.stepsReached,
      numeric: true,
    },
    {
      key: 'completed',
      label: t('analytics.col.completed'),
      cell: (r) => (r.completed ? t('analytics.value.yes') : t('analytics.value.no')),
      sortValue: (r) => (r.completed ? 1 : 0),
    },
  ];
}
