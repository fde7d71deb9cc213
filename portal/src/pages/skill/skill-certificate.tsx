/** A skill certificate (002 §3): who, when, the signature and until when it is valid. */
import type { SkillCertificate } from '@stepwise/core';
import { t } from '../../i18n/t';
import { dayText } from './skill-text';

export function SkillCertificateCard({
  certificate,
  title,
}: {
  certificate: SkillCertificate;
  title: string;
}) {
  const { signature } = certificate;
  return (
    <article
      className="skill-certificate"
      data-testid="skill-certificate"
      aria-labelledby="skill-certificate-title"
    >
      <h3 id="skill-certificate-title">{t('skills.certificateTitle')}</h3>
      <p className="skill-certificate-skill">{title}</p>
      <dl>
        <dt>{t('skills.name')}</dt>
        <dd data-testid="certificate-name">{certificate.displayName}</dd>
        {certificate.email && (
          <>
            <dt>{t('skills.email')}</dt>
            <dd>{certificate.email}</dd>
          </>
        )}
        <dt>{t('skills.certifiedOn')}</dt>
        <dd>
          <time dateTime={signature.signDate} data-testid="certificate-date">
            {dayText(signature.signDate)}
          </time>
        </dd>
        <dt>{t('skills.validUntil')}</dt>
        <dd data-testid="certificate-expiry">
          {certificate.expiresAt ? dayText(certificate.expiresAt) : t('skills.neverExpires')}
        </dd>
        <dt>{t('skills.signature')}</dt>
        <dd className="skill-signature" title={signature.value}>
          {signature.value.slice(0, 16)}…
        </dd>
      </dl>
    </article>
  );
}
