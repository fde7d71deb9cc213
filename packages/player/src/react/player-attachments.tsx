// The attachments sidebar of the current step (002 §2-3): diagram carousel, links, PDFs, and
// since issue 21 video clips and other workflows or steps.
import { useState } from 'react';
import { carouselIndex, visibleDots } from '../core/attachments.js';
import type { StepAttachments } from '../core/attachments.js';
import { AttachmentsSidebar } from './components/attachments-sidebar.js';

const sizeLabel = (bytes: number) =>
  bytes >= 1_048_576
    ? `${(bytes / 1_048_576).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Render with `key={stepId}`: another step starts at its first diagram. */
export interface PlayerAttachmentsProps {
  attachments: StepAttachments;
  /** The playing workflow: a step of it is gone to in place, as the step menu does. */
  workflowId: string;
  onGoToStep: (stepId: string) => void;
  onClose: () => void;
}

/** The portal's player page of another workflow (or a step of it). */
const workflowHref = (workflowId: string, stepId: string | null) =>
  `/playermain/${encodeURIComponent(workflowId)}${stepId ? `/${encodeURIComponent(stepId)}` : ''}`;

export function PlayerAttachments({
  attachments,
  workflowId,
  onGoToStep,
  onClose,
}: PlayerAttachmentsProps) {
  const [index, setIndex] = useState(0);
  const total = attachments.diagram.length;
  const src = attachments.diagram[index];
  return (
    <AttachmentsSidebar
      diagram={
        src === undefined
          ? undefined
          : {
              src,
              index,
              total,
              dots: visibleDots(index, total).map((i) => ({ index: i, active: i === index })),
              onPrevious: () => setIndex(carouselIndex(index, -1, total)),
              onNext: () => setIndex(carouselIndex(index, 1, total)),
              onSelect: setIndex,
            }
      }
      links={attachments.links.map((l) => ({ label: l.label, href: l.link }))}
      pdfs={attachments.pdf.map((p) => ({
        name: p.name,
        href: p.link,
        sizeLabel: sizeLabel(p.size),
        thumbnail: p.thumbnail,
      }))}
      videos={attachments.videos?.map((v) => ({
        name: v.name,
        href: v.link,
        thumbnail: v.thumbnail,
      }))}
      related={attachments.workflows?.map((w) => {
        const stepId = w.stepId;
        return w.workflowId === workflowId && stepId
          ? { label: w.label, onSelect: () => onGoToStep(stepId) }
          : { label: w.label, href: w.link ?? workflowHref(w.workflowId, stepId) };
      })}
      onClose={onClose}
    />
  );
}
