import { Button } from '@stepwise/ui';
import { useId, useState } from 'react';
import { t } from '../i18n/t';

/**
 * A read-only link with its copy button (the share dialog's internal and outside links). The
 * copy result is announced; when the clipboard is refused the text says to copy by hand, and
 * focusing the field selects the link for that.
 */
export function ShareLinkRow({
  label,
  link,
  testId,
}: {
  label: string;
  link: string;
  testId: string;
}) {
  const id = useId();
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(t('share.copied'));
    } catch {
      setCopied(t('share.copyFailed'));
    }
  };
  return (
    <div className="share-link-row">
      <label htmlFor={id}>{label}</label>
      <div className="share-link-field">
        <input
          id={id}
          readOnly
          value={link}
          dir="ltr"
          data-testid={testId}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="primary" onClick={() => void copy()} data-testid={`${testId}-copy`}>
          {t('share.copy')}
        </Button>
      </div>
      <span role="status" className="hint">
        {copied}
      </span>
    </div>
  );
}
