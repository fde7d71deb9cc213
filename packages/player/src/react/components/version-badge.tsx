// The badge over a past version (issue 23; 002 §2 versionId): which version plays and when it
// was published, so a viewer never takes it for the current instruction. Shown only when the
// version is not the newest (the caller decides: core/past-version.ts pastVersionBadge).
import { useT } from '@stepwise/i18n/react';
import { cx, SCOPE } from './class-names.js';
import { Parts } from './parts.js';

export interface VersionBadgeProps {
  /** '1.0', '2.0', ... */
  version: string;
  /** When it was published (ISO date-time). */
  createdAt: string;
  language: string;
}

/** The publish date in the player's language; the raw text when it does not parse. */
function dateOf(iso: string, language: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
}

export function VersionBadge({ version, createdAt, language }: VersionBadgeProps) {
  const t = useT();
  return (
    <div
      className={cx(SCOPE, 'sw-player-version-badge')}
      part={Parts.versionBadge}
      role="note"
      data-version={version}
    >
      {t('versions.playerBadge', { version, date: dateOf(createdAt, language) })}
    </div>
  );
}
