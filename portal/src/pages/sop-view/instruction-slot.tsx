import type { InstructionPort } from '@stepwise/instruction';
import { Instruction, type InstructionMode } from '@stepwise/instruction/react';
import { useSearchParams } from 'react-router';
import { useState } from 'react';
import { UnavailableContent } from './unavailable-content';

/** The mode is kept in the address (`mode=run`), so a reload mid-run comes back to the run. */
export function modeOf(params: URLSearchParams): InstructionMode {
  return params.get('mode') === 'run' ? 'run' : 'view';
}

/**
 * A smart instruction to view and run (<Instruction/> of @stepwise/instruction) on the portal's
 * pages: view first, Start runs it. A read the server refuses as missing or not visible (404,
 * 403; 001 §4 never says which) becomes the unpublished-content screen of 001 §2.
 */
export function InstructionSlot({
  port,
  instructionId,
  signedIn,
  isPublic,
  review,
  storageKey,
  onEdit,
}: {
  port: InstructionPort;
  instructionId: string;
  signedIn: boolean;
  isPublic: boolean;
  review?: { skillId: string | null; taskPerformanceId: string | null } | undefined;
  storageKey?: string | undefined;
  onEdit?: (() => void) | undefined;
}) {
  const [params, setParams] = useSearchParams();
  const [unavailable, setUnavailable] = useState(false);
  const mode = modeOf(params);
  const setMode = (next: InstructionMode) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next === 'run') out.set('mode', 'run');
        else out.delete('mode');
        return out;
      },
      { replace: true },
    );

  if (unavailable) return <UnavailableContent kind="smartInstruction" signedIn={signedIn} />;
  return (
    <Instruction
      port={port}
      instructionId={instructionId}
      mode={mode}
      onModeChange={setMode}
      onError={(detail) => {
        if (detail.status === 404 || detail.status === 403) setUnavailable(true);
      }}
      isPublic={isPublic}
      {...(review ? { review } : {})}
      {...(storageKey ? { storageKey } : {})}
      {...(onEdit ? { onEdit } : {})}
    />
  );
}
