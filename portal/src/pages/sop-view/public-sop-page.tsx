import { apiInstructionPort } from '@stepwise/instruction/api-port';
import { fetchInstructionPort } from '@stepwise/instruction/wire';
import { useMemo } from 'react';
import { Link, useLoaderData, useParams, useRevalidator } from 'react-router';
import { api } from '../../api';
import { t } from '../../i18n/t';
import { paths } from '../../paths';
import { inIframe } from '../../shell/use-media-query';
import { InstructionSlot } from './instruction-slot';
import type { PublicSopData } from './public-sop-data';
import { UnavailableContent } from './unavailable-content';
import '../../components/sop-surfaces.css';

type Ready = Extract<PublicSopData, { state: 'ready' }>;

/**
 * The port of the read that worked: the share token without a session (on plain fetch, as the
 * element does, so the token goes with the run's calls too), or the member's session.
 */
function usePort(data: Ready) {
  const shareToken = data.access === 'share-token' ? data.shareToken : null;
  return useMemo(
    () =>
      shareToken !== null
        ? fetchInstructionPort({
            server: window.location.origin,
            // No identity of ours: the share token rides on every call (header and query).
            token: () => null,
            shareToken,
            // A refused token answers 404 (the read) or 403, which the slot already shows.
            onExpired: () => undefined,
          })
        : apiInstructionPort(api),
    [shareToken],
  );
}

function ReadySop({ id, data }: { id: string; data: Ready }) {
  const port = usePort(data);
  return (
    <>
      {/* Signed-out visitors are guests too (core isGuestMode); the notice speaks to accounts. */}
      {data.guest && data.signedIn && (
        <p className="notice" role="status" data-testid="sop-guest-mode">
          {t('sop.guestMode')}
        </p>
      )}
      {data.review && (
        <p className="notice" role="status" data-testid="sop-review-mode">
          {t('sop.reviewMode')}
        </p>
      )}
      {data.access === 'session' && !inIframe() && (
        <p className="muted small">
          <Link to={paths.smartInstruction(id)} data-testid="sop-open-in-app">
            {t('sop.openInApp')}
          </Link>
        </p>
      )}
      <InstructionSlot
        key={id}
        port={port}
        instructionId={id}
        signedIn={data.signedIn}
        isPublic={data.access === 'share-token'}
        review={data.review}
        {...(data.access === 'session' ? { storageKey: `sw:sop-run:${data.userId}` } : {})}
      />
    </>
  );
}

/**
 * /si/{smartInstructionId} (000 §2, public, no login): the shared smart instruction, to view and
 * run, under the product logo as on the public player. The link's share token opens it (and is
 * remembered as the public player remembers its own); a signed-in member of its organisation
 * runs it as themselves, someone of another organisation as a guest (001 §4). Anything else is
 * the unpublished-content screen (001 §2).
 */
export function PublicSmartInstructionPage() {
  const { smartInstructionId = '' } = useParams();
  const data = useLoaderData<PublicSopData>();
  const revalidator = useRevalidator();
  return (
    <div className="public-sop" data-testid="public-sop" data-framed={inIframe() || undefined}>
      <header className="public-sop-header">
        <span className="logo" data-testid="product-logo">
          {t('common.appName')}
        </span>
      </header>
      <main className="public-sop-main">
        {data.state === 'ready' && <ReadySop id={smartInstructionId} data={data} />}
        {data.state === 'unavailable' && (
          <UnavailableContent kind="smartInstruction" signedIn={data.signedIn} />
        )}
        {data.state === 'error' && (
          <div className="form-error" role="alert" data-testid="public-sop-error">
            <p>{data.message}</p>
            <button type="button" onClick={() => void revalidator.revalidate()}>
              {t('common.retry')}
            </button>
          </div>
        )}
      </main>
    </div>
  );
}
