/**
 * /analytics/content-analysis and /analytics/skills-analysis (000 §2): one screen, the report
 * named by the path (the header above holds its title). Each report keeps its own grid (and
 * state): switching remounts it.
 */
import type { ConfigurableReport } from '@stepwise/core';
import { useLocation } from 'react-router';
import { ConfigurableReportView } from './configurable-report';
import './advanced.css';

export function reportOfConfigurablePath(pathname: string): ConfigurableReport {
  return /\/skills-analysis\/?$/.test(pathname) ? 'skills-analysis' : 'content-analysis';
}

export function ConfigurableReportPage() {
  const report = reportOfConfigurablePath(useLocation().pathname);
  return (
    <section className="advanced-page" data-testid="configurable-report">
      <ConfigurableReportView key={report} report={report} />
    </section>
  );
}
