// The attachments sidebar of the current step (002 §2-3): diagram carousel, links, PDFs.
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
  onClose: () => void;
}

export function PlayerAttachments({ attachments, onClose }: PlayerAttachmentsProps) {
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
      }))}
      onClose={onClose}
    />
  );
}
