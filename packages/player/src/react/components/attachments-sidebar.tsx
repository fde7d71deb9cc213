// The attachments sidebar (002 §2): diagrams in a carousel, links, and PDFs with their size.
// The caller closes it when the step has none; sizes arrive formatted ('1.2 MB').
import { useT } from '@stepwise/i18n/react';
import { cx, SCOPE } from './class-names.js';
import { DiagramCarousel } from './diagram-carousel.js';
import type { DiagramCarouselProps } from './diagram-carousel.js';
import { CloseIcon, DocumentIcon, LinkIcon } from './icons.js';
import { Parts } from './parts.js';

export interface AttachmentLink {
  label: string;
  href: string;
}

export interface AttachmentPdf {
  name: string;
  href: string;
  sizeLabel: string;
}

export interface AttachmentsSidebarProps {
  /** The diagram carousel, absent when the step has no diagrams. */
  diagram?: DiagramCarouselProps | undefined;
  links: readonly AttachmentLink[];
  pdfs: readonly AttachmentPdf[];
  onClose: () => void;
  className?: string | undefined;
}

export function AttachmentsSidebar({
  diagram,
  links,
  pdfs,
  onClose,
  className,
}: AttachmentsSidebarProps) {
  const t = useT();
  return (
    <aside
      className={cx(SCOPE, 'sw-player-panel', 'sw-player-attachments', className)}
      part={Parts.attachments}
      aria-label={t('player.attachments')}
    >
      <h2 className="sw-player-panel-header">
        {t('player.attachments')}
        <button
          type="button"
          className="sw-player-button"
          aria-label={t('player.closeAttachments')}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </h2>
      {diagram && (
        <section className="sw-player-attachments-section">
          <DiagramCarousel {...diagram} />
        </section>
      )}
      {links.length > 0 && (
        <section className="sw-player-attachments-section">
          <h3 className="sw-player-attachments-heading">{t('player.links')}</h3>
          <ul className="sw-player-attachments-list">
            {links.map((link) => (
              <li key={link.href}>
                <a
                  className="sw-player-attachment sw-player-focusable"
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <LinkIcon />
                  <span className="sw-player-attachment-name">{link.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {pdfs.length > 0 && (
        <section className="sw-player-attachments-section">
          <h3 className="sw-player-attachments-heading">{t('player.documents')}</h3>
          <ul className="sw-player-attachments-list">
            {pdfs.map((pdf) => (
              <li key={pdf.href}>
                <a
                  className="sw-player-attachment sw-player-focusable"
                  href={pdf.href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <DocumentIcon />
                  <span className="sw-player-attachment-name">{pdf.name}</span>
                  <span className="sw-player-attachment-size" dir="ltr">
                    {pdf.sizeLabel}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}
