/**
 * One kept version of a smart instruction, read-only (issue 23; 002 §7 GET
 * /v1/player/multimodal-sop-version-histories/{id}): the instruction viewer the sop-view pages
 * use, kept in view mode. A past version is looked at, never run: its port answers reads only.
 */
import { getSmartInstructionVersion, withStatus } from '@stepwise/api';
import type { InstructionPort } from '@stepwise/instruction';
import { Instruction } from '@stepwise/instruction/react';
import { useMemo, useState } from 'react';
import { api } from '../../api';
import { t } from '../../i18n/t';

const readOnly = () => Promise.reject(new Error('A past version is read-only.'));

/** The instruction port of one version: `load` reads the version, whatever id it is given. */
export function versionPort(versionId: string): InstructionPort {
  return {
    load: () => withStatus(getSmartInstructionVersion(api, versionId)),
    checkQuiz: readOnly,
    uploadPhoto: readOnly,
    track: readOnly,
  };
}

export function SopVersionView({
  smartInstructionId,
  version,
  onBack,
  port,
}: {
  smartInstructionId: string;
  version: { id: string; version: string };
  onBack: () => void;
  /** Stories and tests; default: the version read over the portal's api client. */
  port?: InstructionPort;
}) {
  const versionReader = useMemo(() => port ?? versionPort(version.id), [port, version.id]);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <section
      className="sop-version-view"
      aria-label={t('versions.viewTitle', { version: version.version })}
      data-testid="sop-version-view"
    >
      <div className="version-diff-header">
        <h3>{t('versions.viewTitle', { version: version.version })}</h3>
        <button type="button" onClick={onBack} data-testid="sop-version-back">
          {t('versions.backToList')}
        </button>
      </div>
      {failed ? (
        <p className="form-error" role="alert">
          {failed}
        </p>
      ) : (
        <Instruction
          port={versionReader}
          instructionId={smartInstructionId}
          mode="view"
          // Read-only: Start does not turn this view into a run.
          onModeChange={() => undefined}
          onError={(detail) => setFailed(detail.message)}
          isPublic={false}
        />
      )}
    </section>
  );
}
