import { apiInstructionPort } from '@stepwise/instruction/api-port';
import { useMemo } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { api } from '../../api';
import { t } from '../../i18n/t';
import { paths } from '../../paths';
import { useShellSession } from '../../shell/use-shell-session';
import { InstructionSlot } from './instruction-slot';
import { readSopViewQuery } from './sop-route';
import '../../components/sop-surfaces.css';

/**
 * /explorer-search/mm-sop/{smartInstructionId} (002 §2): the smart instruction opened from
 * search, to view and run as the signed-in user; its editors get an Edit button.
 */
export function SearchSmartInstructionPage() {
  const { smartInstructionId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { profile } = useShellSession();
  const port = useMemo(() => apiInstructionPort(api), []);
  const { review } = readSopViewQuery(params);
  return (
    <section className="sop-page" data-testid="search-sop-page" data-sop-id={smartInstructionId}>
      <div className="sop-page-bar">
        <Link to={paths.explorerSearch('', 0, 'smart-instruction')} data-testid="sop-back">
          {t('sop.backToSearch')}
        </Link>
        {review && (
          <span className="badge" data-testid="sop-review-mode">
            {t('sop.reviewMode')}
          </span>
        )}
      </div>
      <InstructionSlot
        key={smartInstructionId}
        port={port}
        instructionId={smartInstructionId}
        signedIn
        isPublic={false}
        review={review}
        // One saved run per user on this browser (the widget adds the instruction's id).
        storageKey={`sw:sop-run:${profile.id}`}
        onEdit={() => void navigate(paths.smartInstruction(smartInstructionId))}
      />
    </section>
  );
}
