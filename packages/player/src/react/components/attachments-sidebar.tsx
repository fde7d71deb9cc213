// The attachments sidebar (002 §2): diagrams in a carousel, links, PDFs with their size (and, since
// issue 21, their first page), video clips, and other workflows or steps. The caller closes it
// when the step has none; sizes arrive formatted ('1.2 MB').
import type { ReactNode } from 'react';
import { useT } from '@stepwise/i18n/react';
import { cx, SCOPE } from './class-names.js';
import { DiagramCarousel } from './diagram-carousel.js';
import type { DiagramCarouselProps } from './diagram-carousel.js';
import { CloseIcon, DocumentIcon, LinkIcon, MenuIcon, PlayIcon } from './icons.js';
import { Parts } from './parts.js';

export interface AttachmentLink {
  label: string;
  href: string;
}

export interface AttachmentPdf {
  name: string;
  href: string;
  sizeLabel: string;
  /** The first page, when the server made one. */
  thumbnail?: string | null | undefined;
}

export interface AttachmentVideo {
  name: string;
  href: string;
  thumbnail: string | null;
}

/**
 * Another workflow or a step of one: a step of the playing workflow is a button that goes there
 * (as the step menu does); anything else is a link, opened in a new tab like the others.
 */
export type AttachmentRelated =
  { label: string; href: string; onSelect?: undefined } | { label: string; onSelect: () => void };

export interface AttachmentsSidebarProps {
  /** The diagram carousel, absent when the step has no diagrams. */
  diagram?: DiagramCarouselProps | undefined;
  links: readonly AttachmentLink[];
  pdfs: readonly AttachmentPdf[];
  videos?: readonly AttachmentVideo[] | undefined;
  related?: readonly AttachmentRelated[] | undefined;
  onClose: () => void;
  className?: string | undefined;
}

/** A titled list; nothing when it is empty. */
function Section({ heading, children }: { heading: string; children: ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <section className="sw-player-attachments-section">
      <h3 className="sw-player-attachments-heading">{heading}</h3>
      <ul className="sw-player-attachments-list">{children}</ul>
    </section>
  );
}

/** An entry that opens in a new tab. */
function External({ href, children }: { href: string; children: ReactNode }) {
  return (
    <li>
      <a
        className="sw-player-attachment sw-player-focusable"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
      >
        {children}
      </a>
    </li>
  );
}

/** A thumbnail (decorative: the name beside it says what it is), or the kind's icon. */
const Thumb = ({ src, icon }: { src: string | null | undefined; icon: ReactNode }) =>
  src ? <img className="sw-player-attachment-thumb" src={src} alt="" loading="lazy" /> : icon;

export function AttachmentsSidebar({
  diagram,
  links,
  pdfs,
  videos = [],
  related = [],
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
      <Section heading={t('player.links')}>
        {links.map((link) => (
          <External key={link.href} href={link.href}>
            <LinkIcon />
            <span className="sw-player-attachment-name">{link.label}</span>
          </External>
        ))}
      </Section>
      <Section heading={t('player.documents')}>
        {pdfs.map((pdf) => (
          <External key={pdf.href} href={pdf.href}>
            <Thumb src={pdf.thumbnail} icon={<DocumentIcon />} />
            <span className="sw-player-attachment-name">{pdf.name}</span>
            <span className="sw-player-attachment-size" dir="ltr">
              {pdf.sizeLabel}
            </span>
          </External>
        ))}
      </Section>
      <Section heading={t('attachments.videos')}>
        {videos.map((video) => (
          <External key={video.href} href={video.href}>
            <Thumb src={video.thumbnail} icon={<PlayIcon />} />
            <span className="sw-player-attachment-name">{video.name}</span>
          </External>
        ))}
      </Section>
      <Section heading={t('attachments.related')}>
        {related.map((item, i) =>
          item.onSelect ? (
            <li key={i}>
              <button
                type="button"
                className="sw-player-attachment sw-player-attachment-button sw-player-focusable"
                onClick={item.onSelect}
              >
                <MenuIcon />
                <span className="sw-player-attachment-name">{item.label}</span>
              </button>
            </li>
          ) : (
            <External key={i} href={item.href}>
              <MenuIcon />
              <span className="sw-player-attachment-name">{item.label}</span>
            </External>
          ),
        )}
      </Section>
    </aside>
  );
}
