import { useId, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { reportMenu, type ReportMenuSection } from '@stepwise/core';
import { useT } from '@stepwise/i18n/react';
import { REPORT_TITLE_KEYS, reportPath } from './report-titles';
import './report-menu.css';

const SECTION_TITLE = {
  configurable: 'analytics.menu.configurable',
  legacy: 'analytics.menu.legacy',
} as const satisfies Record<ReportMenuSection['id'], string>;

function MenuSection({ section }: { section: ReportMenuSection }) {
  const t = useT();
  const [open, setOpen] = useState(true);
  const listId = useId();
  return (
    <li className="report-menu-section" data-testid={`report-menu-${section.id}`}>
      <button
        type="button"
        className="report-menu-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        data-testid={`report-menu-${section.id}-toggle`}
      >
        <span aria-hidden="true">{open ? '▾' : '▸'}</span> {t(SECTION_TITLE[section.id])}
      </button>
      <ul id={listId} className="menu-items" hidden={!open}>
        {section.reports.map((report) => (
          <li key={report}>
            <NavLink to={reportPath(report)} end data-testid={`report-link-${report}`}>
              {t(REPORT_TITLE_KEYS[report])}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * 000 §2 / §4: on analytics pages the side menu is the report menu — a way back home and two
 * collapsible sections, Configurable reports and Legacy reports, with the skills entries only
 * when skills are enabled. Quiz entries always show: this product has no quiz feature flag
 * (quizzes are part of every workflow), so core's `quiz` switch is always on here.
 */
export function ReportMenu({ skills }: { skills: boolean }) {
  const t = useT();
  return (
    <div className="report-menu" data-testid="report-menu">
      <Link to="/home" className="report-menu-back" data-testid="report-menu-back">
        <span aria-hidden="true">←</span> {t('analytics.menu.back')}
      </Link>
      <ul className="report-menu-sections">
        {reportMenu({ skills, quiz: true }).map((section) => (
          <MenuSection key={section.id} section={section} />
        ))}
      </ul>
    </div>
  );
}
