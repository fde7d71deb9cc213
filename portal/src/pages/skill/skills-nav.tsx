import { NavLink } from 'react-router';
import { t } from '../../i18n/t';
import { skillPaths } from './skill-paths';

/** The skills area's own pages: manage, my skills, performance, matrix. */
export function SkillsNav() {
  const links = [
    [skillPaths.home(), 'skills.nav.manage'],
    [skillPaths.playerList(), 'skills.nav.mine'],
    [skillPaths.performance(), 'skills.nav.performance'],
    [skillPaths.matrix(), 'skills.nav.matrix'],
  ] as const;
  return (
    <nav className="skill-nav" aria-label={t('skills.title')}>
      {links.map(([to, label]) => (
        <NavLink key={to} to={to} end>
          {t(label)}
        </NavLink>
      ))}
    </nav>
  );
}
