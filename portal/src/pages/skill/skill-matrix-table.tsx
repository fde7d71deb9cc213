/**
 * People x skills (GET /v1/skills/skills-matrix answer): a table with a caption, column and row
 * headers, a sticky header row, and a state chip per assigned cell (PASSED with its date and
 * expiry). Presentational: the pages load the matrix.
 */
import type { SkillMatrix } from '@stepwise/core';
import { t } from '../../i18n/t';
import { StateChip } from './skill-text';

export function SkillMatrixTable({ matrix }: { matrix: SkillMatrix }) {
  if (matrix.skills.length === 0 || matrix.people.length === 0) {
    return (
      <p className="empty" data-testid="skill-matrix-empty">
        {t('skills.matrixEmpty')}
      </p>
    );
  }
  return (
    <div className="skill-matrix-scroll" tabIndex={0} aria-labelledby="skill-matrix-caption">
      <table className="skill-matrix" data-testid="skill-matrix">
        <caption id="skill-matrix-caption">{t('skills.matrixCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('skills.person')}</th>
            {matrix.skills.map((s) => (
              <th key={s.id} scope="col" data-skill-id={s.id}>
                {s.playlistTitle}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {matrix.people.map((p) => (
            <tr key={p.userId} data-testid="skill-matrix-row" data-user-id={p.userId}>
              <th scope="row">
                {p.displayName}
                {p.email && <span className="muted skill-matrix-email">{p.email}</span>}
              </th>
              {matrix.skills.map((s) => {
                const cell = p.cells[s.id];
                return (
                  <td
                    key={s.id}
                    data-testid="skill-matrix-cell"
                    data-skill-id={s.id}
                    data-state={cell?.state ?? ''}
                  >
                    {cell ? (
                      <StateChip
                        state={cell.state}
                        passedAt={cell.passedAt}
                        expiresAt={cell.expiresAt}
                      />
                    ) : (
                      <span className="muted">{t('skills.notAssignedCell')}</span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
