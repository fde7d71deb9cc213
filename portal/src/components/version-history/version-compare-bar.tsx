// "Compare" two versions, or a version with the current draft: two pickers and a button.
import type { WorkflowVersion } from '@stepwise/core';
import { useId, useState } from 'react';
import { t } from '../../i18n/t';

/** `to`: a version id, or 'draft' (the workflow as it is now). */
export interface CompareRequest {
  from: string;
  to: string;
}

export function VersionCompareBar({
  versions,
  onCompare,
}: {
  /** Newest first. */
  versions: WorkflowVersion[];
  onCompare: (request: CompareRequest) => void;
}) {
  const id = useId();
  // Default: the one before the newest against the newest (what the last publish changed).
  const [from, setFrom] = useState(versions[1]?.id ?? versions[0]!.id);
  const [to, setTo] = useState(versions.length > 1 ? versions[0]!.id : 'draft');
  return (
    <form
      className="version-compare-bar"
      data-testid="version-compare-bar"
      onSubmit={(event) => {
        event.preventDefault();
        onCompare({ from, to });
      }}
    >
      <label htmlFor={`${id}-from`}>{t('versions.compareFrom')}</label>
      <select
        id={`${id}-from`}
        value={from}
        onChange={(e) => setFrom(e.target.value)}
        data-testid="version-compare-from"
      >
        {versions.map((v) => (
          <option key={v.id} value={v.id}>
            {v.version}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-to`}>{t('versions.compareTo')}</label>
      <select
        id={`${id}-to`}
        value={to}
        onChange={(e) => setTo(e.target.value)}
        data-testid="version-compare-to"
      >
        <option value="draft">{t('versions.currentDraft')}</option>
        {versions.map((v) => (
          <option key={v.id} value={v.id}>
            {v.version}
          </option>
        ))}
      </select>
      <button type="submit" disabled={from === to} data-testid="version-compare-submit">
        {t('versions.compare')}
      </button>
    </form>
  );
}
