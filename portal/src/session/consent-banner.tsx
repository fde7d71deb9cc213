/**
 * The consents banner (000 §4): opens when any consent is unsigned or a mandatory one was
 * refused (core consentBannerNeeded, answered by the server as `bannerNeeded`).
 */
import { answerConsent, listConsents, type UserConsent } from '@stepwise/api';
import { consentBannerNeeded } from '@stepwise/core';
import { useT } from '@stepwise/i18n/react';
import { useEffect, useState } from 'react';
import { api } from '../api';
import { Modal } from '../pages/auth/modal';

export function ConsentBanner() {
  const t = useT();
  const [consents, setConsents] = useState<UserConsent[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    listConsents(api)
      .then((answer) => {
        if (live) setConsents(answer.consents);
      })
      // A failed read is not a reason to stop the user working; it is asked again next visit.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!consents || !consentBannerNeeded(consents)) return null;

  const answer = async (consent: UserConsent, isAgree: boolean) => {
    if (busy) return;
    setBusy(consent.id);
    try {
      const saved = await answerConsent(api, consent, isAgree);
      setConsents((list) => list?.map((c) => (c.id === saved.id ? saved : c)) ?? null);
    } catch {
      // Left unanswered: the banner stays open.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal labelledBy="consents-title" testId="consent-banner" onClose={() => undefined}>
      <h2 id="consents-title">{t('session.consentsTitle')}</h2>
      <ul className="consent-list">
        {consents.map((c) => {
          const refusedMandatory = c.mandatory && c.signedInfo?.isAgree === false;
          return (
            <li key={c.id} data-testid="consent-item" data-signed={c.signed}>
              <h3>
                {c.name}
                {c.mandatory && <span className="badge"> {t('session.consentMandatory')}</span>}
              </h3>
              <p className="consent-content">{c.content}</p>
              {refusedMandatory && (
                <p className="form-error" role="alert">
                  {t('session.consentMandatoryRefused')}
                </p>
              )}
              {(!c.signed || refusedMandatory) && (
                <div className="auth-actions">
                  <button
                    type="button"
                    data-testid="consent-agree"
                    disabled={busy !== null}
                    onClick={() => void answer(c, true)}
                  >
                    {t('session.consentAgree')}
                  </button>
                  <button
                    type="button"
                    className="secondary"
                    data-testid="consent-decline"
                    disabled={busy !== null}
                    onClick={() => void answer(c, false)}
                  >
                    {t('session.consentDecline')}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
