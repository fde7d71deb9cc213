// The comparison of two versions (or a version and the current draft): one sentence per change,
// or "No differences" (issue 23, 001 §3 version history).
import { t } from '../../i18n/t';
import { diffLines } from './diff-lines';
import type { VersionComparison } from './version-client';

export function VersionDiffView({
  comparison,
  onClose,
}: {
  comparison: VersionComparison;
  onClose: () => void;
}) {
  const { from, to, diff } = comparison;
  const lines = diffLines(diff, t('versions.diff.untitled'));
  const heading = t('versions.compareHeading', {
    from: from.version,
    to: to ? to.version : t('versions.currentDraft'),
  });
  return (
    <section className="version-diff" aria-label={heading} data-testid="version-diff">
      <header className="version-diff-header">
        <h3>{heading}</h3>
        <button type="button" onClick={onClose} data-testid="version-diff-close">
          {t('versions.closeDiff')}
        </button>
      </header>
      {diff.same || lines.length === 0 ? (
        <p className="muted" data-testid="version-diff-none">
          {t('versions.diff.none')}
        </p>
      ) : (
        <ul className="version-diff-lines">
          {lines.map((line, i) => (
            <li key={`${line.key}-${i}`} data-kind={line.key.slice('versions.diff.'.length)}>
              {t(line.key, line.params)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
