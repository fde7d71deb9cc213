import { skillsPerformance } from '@stepwise/api';
import { useT } from '@stepwise/i18n/react';
import { api } from '../../api';
import { useSkillPerformanceColumns } from './columns';
import { PagedReport } from './paged-report';
import { useReport } from './use-report';

/** /analytics/skills/performance: one row per skill in scope (the whole list in one page). */
export function SkillsPerformanceReportPage() {
  const t = useT();
  const { load, retry, view, onView } = useReport('skills/performance', (q) =>
    skillsPerformance(api, q).then((r) => ({
      items: r.items,
      page: { page: 0, size: Math.max(1, r.total), dataCount: r.total, pageCount: 1 },
    })),
  );
  return (
    <PagedReport
      caption={t('analytics.report.skillsPerformance')}
      testId="analytics-skills-performance"
      load={load}
      onRetry={retry}
      view={view}
      onView={onView}
      columns={useSkillPerformanceColumns()}
      rowKey={(r) => r.skillId}
    />
  );
}
