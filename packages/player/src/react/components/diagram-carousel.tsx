// The diagram carousel of the attachments sidebar. Which diagram shows, the wrap-around and the
// (at most 7) dots are the caller's: this only draws them and reports presses.
import { useT } from '@stepwise/i18n/react';
import { ChevronEndIcon, ChevronStartIcon } from './icons.js';

export interface CarouselDot {
  index: number;
  active: boolean;
}

export interface DiagramCarouselProps {
  /** The diagram's image URL. */
  src: string;
  /** Zero-based position of the shown diagram, and how many there are. */
  index: number;
  total: number;
  dots: readonly CarouselDot[];
  onPrevious: () => void;
  onNext: () => void;
  onSelect: (index: number) => void;
}

export function DiagramCarousel({
  src,
  index,
  total,
  dots,
  onPrevious,
  onNext,
  onSelect,
}: DiagramCarouselProps) {
  const t = useT();
  const several = total > 1;
  return (
    <div
      className="sw-player-carousel"
      role="group"
      aria-roledescription="carousel"
      aria-label={t('player.diagrams')}
    >
      <figure className="sw-player-carousel-figure">
        <img
          className="sw-player-carousel-image"
          src={src}
          alt={t('player.diagram', { number: index + 1, total })}
          loading="lazy"
        />
      </figure>
      {several && (
        <div className="sw-player-carousel-nav">
          <button
            type="button"
            className="sw-player-button sw-player-flip"
            aria-label={t('player.previousDiagram')}
            onClick={onPrevious}
          >
            <ChevronStartIcon />
          </button>
          <span className="sw-player-carousel-dots">
            {dots.map((dot) => (
              <button
                key={dot.index}
                type="button"
                className="sw-player-carousel-dot sw-player-focusable"
                aria-label={t('player.showDiagram', { number: dot.index + 1 })}
                aria-current={dot.active || undefined}
                data-active={dot.active || undefined}
                onClick={() => onSelect(dot.index)}
              />
            ))}
          </span>
          <button
            type="button"
            className="sw-player-button sw-player-flip"
            aria-label={t('player.nextDiagram')}
            onClick={onNext}
          >
            <ChevronEndIcon />
          </button>
        </div>
      )}
    </div>
  );
}
