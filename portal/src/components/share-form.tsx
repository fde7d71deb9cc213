import type { ContentShareItem } from '@stepwise/api';
import type { ContentShareUpdate, ExternalAccessType } from '@stepwise/core';
import { Alert, Button } from '@stepwise/ui';
import { useId, useState, type FormEvent } from 'react';
import { messageOf, t } from '../i18n/t';
import { ShareLinkRow } from './share-link-row';
import { SharePasswordFields } from './share-password-fields';
import { ShareRestrictedFields } from './share-restricted-fields';
import {
  accessChoices,
  draftOfShare,
  externalShareLink,
  internalShareLink,
  shareUpdateOf,
  type ShareContent,
  type ShareDraft,
  type ShareRights,
} from './share-rules';

type Notice = { tone: 'success' | 'danger'; text: string } | null;

/**
 * The share's settings: the internal link (members), the outside access type as a radio group
 * and the chosen type's fields; Save sends only that type's fields. 001 §8: a refusal shows the
 * server's message; success says "saved", or how many people were e-mailed.
 */
export function ShareForm({
  content,
  initial,
  rights,
  onSave,
}: {
  content: ShareContent;
  initial: ContentShareItem;
  rights: ShareRights;
  onSave: (update: ContentShareUpdate) => Promise<ContentShareItem>;
}) {
  const id = useId();
  const [share, setShare] = useState(initial);
  const [draft, setDraft] = useState<ShareDraft>(() => draftOfShare(initial));
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const origin = window.location.origin;
  const change = (part: Partial<ShareDraft>) => {
    setDraft((d) => ({ ...d, ...part }));
    setNotice(null);
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const result = shareUpdateOf(draft, share.hasPassword);
    if (!result.ok) {
      const { key, ...values } = result.problem;
      setNotice({ tone: 'danger', text: t(key, values) });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const saved = await onSave(result.update);
      setShare(saved);
      setDraft(draftOfShare(saved));
      setNotice({
        tone: 'success',
        text:
          saved.mailed > 0 ? t('share.sharedMailed', { number: saved.mailed }) : t('share.saved'),
      });
    } catch (err) {
      setNotice({ tone: 'danger', text: messageOf(err) });
    } finally {
      setBusy(false);
    }
  };

  const choices = accessChoices(share, rights);
  const link = externalShareLink(origin, content, share);
  const dirty = draft.access !== share.externalAccessType;

  return (
    <form className="share-body" onSubmit={(e) => void save(e)} noValidate>
      {/* The saved access type, for tests and tools: the radios show the draft. */}
      <span hidden data-testid="share-access" data-access={share.externalAccessType} />
      {rights.internal && (
        <ShareLinkRow
          label={t('share.internalLinkLabel')}
          link={internalShareLink(origin, content)}
          testId="share-internal-link"
        />
      )}
      {rights.external ? (
        <fieldset className="share-access" disabled={busy}>
          <legend>{t('share.accessLabel')}</legend>
          {choices.map((access: ExternalAccessType) => (
            <label key={access} className="share-access-choice">
              <input
                type="radio"
                name={`${id}-access`}
                value={access}
                checked={draft.access === access}
                onChange={() => change({ access })}
                data-testid={`share-access-${access}`}
              />
              <span>
                <strong>{t(`share.access.${access}`)}</strong>
                <span className="hint">{accessHint(access, content)}</span>
              </span>
            </label>
          ))}
          {!share.publicLinksAllowed && <p className="hint">{t('share.notAllowed')}</p>}
        </fieldset>
      ) : (
        <p className="hint" data-testid="share-no-external">
          {t('share.noExternalRight')}
        </p>
      )}
      {draft.access === 'restricted' && (
        <ShareRestrictedFields
          entries={draft.entries}
          notify={draft.notify}
          message={draft.message}
          disabled={busy}
          onEntries={(entries) => change({ entries })}
          onNotify={(notify) => change({ notify })}
          onMessage={(message) => change({ message })}
        />
      )}
      {draft.access === 'password' && (
        <SharePasswordFields
          value={draft.password}
          hasPassword={share.hasPassword && share.externalAccessType === 'password'}
          disabled={busy}
          onChange={(password) => change({ password })}
        />
      )}
      {rights.external && (
        <div className="share-actions">
          <Button type="submit" variant="primary" disabled={busy} data-testid="share-save">
            {busy ? t('share.saving') : t('share.save')}
          </Button>
        </div>
      )}
      {notice && (
        <Alert tone={notice.tone} data-testid="share-notice">
          {notice.text}
        </Alert>
      )}
      {link && !dirty && (
        <ShareLinkRow
          label={t(
            share.externalAccessType === 'public' ? 'share.linkLabel' : 'share.landingLinkLabel',
          )}
          link={link}
          testId="share-link"
        />
      )}
    </form>
  );
}

function accessHint(access: ExternalAccessType, content: ShareContent): string {
  switch (access) {
    case 'none':
      return t('share.noneHint');
    case 'public':
      return content.type === 'workflow' ? t('share.publicHint') : t('share.publicHintSop');
    case 'restricted':
      return t('share.restrictedHint');
    case 'password':
      return t('share.passwordAccessHint');
  }
}
