import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AttachmentsSidebar } from './attachments-sidebar.js';
import type { DiagramCarouselProps } from './diagram-carousel.js';

function diagram(overrides: Partial<DiagramCarouselProps> = {}): DiagramCarouselProps {
  return {
    src: '/d2.png',
    index: 1,
    total: 9,
    dots: Array.from({ length: 7 }, (_, i) => ({ index: i, active: i === 1 })),
    onPrevious: vi.fn(),
    onNext: vi.fn(),
    onSelect: vi.fn(),
    ...overrides,
  };
}

describe('AttachmentsSidebar', () => {
  it('lists links and PDFs with their size, opening in a new tab', () => {
    render(
      <AttachmentsSidebar
        links={[{ label: 'Safety sheet', href: 'https://example.com/sheet' }]}
        pdfs={[{ name: 'Manual.pdf', href: 'https://example.com/m.pdf', sizeLabel: '1.2 MB' }]}
        onClose={vi.fn()}
      />,
    );
    const aside = screen.getByRole('complementary', { name: 'Attachments' });
    expect(aside.getAttribute('part')).toBe('attachments');
    const link = screen.getByRole('link', { name: 'Safety sheet' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: /Manual\.pdf/ }).textContent).toContain('1.2 MB');
    expect(screen.getByRole('heading', { name: 'Documents' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Diagrams' })).toBeNull();
  });

  it('closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<AttachmentsSidebar links={[]} pdfs={[]} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Close attachments' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Links' })).toBeNull();
  });

  it('draws the given diagram and dots and reports previous, next and dot presses', async () => {
    const user = userEvent.setup();
    const d = diagram();
    render(<AttachmentsSidebar diagram={d} links={[]} pdfs={[]} onClose={vi.fn()} />);
    const carousel = screen.getByRole('group', { name: 'Diagrams' });
    expect(within(carousel).getByRole('img').getAttribute('alt')).toBe('Diagram 2 of 9');
    const dots = within(carousel).getAllByRole('button', { name: /Show diagram/ });
    expect(dots).toHaveLength(7);
    expect(dots[1]!.getAttribute('aria-current')).toBe('true');
    await user.click(within(carousel).getByRole('button', { name: 'Previous diagram' }));
    await user.click(within(carousel).getByRole('button', { name: 'Next diagram' }));
    await user.click(dots[4]!);
    expect(d.onPrevious).toHaveBeenCalled();
    expect(d.onNext).toHaveBeenCalled();
    expect(d.onSelect).toHaveBeenCalledWith(4);
  });

  it('shows a single diagram without navigation', () => {
    render(
      <AttachmentsSidebar
        diagram={diagram({ index: 0, total: 1, dots: [] })}
        links={[]}
        pdfs={[]}
        onClose={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Next diagram' })).toBeNull();
  });

  it('shows PDF thumbnails, video clips, and other workflows or steps (issue 21)', async () => {
    const user = userEvent.setup();
    const goThere = vi.fn();
    render(
      <AttachmentsSidebar
        links={[]}
        pdfs={[{ name: 'Manual.pdf', href: '/m.pdf', sizeLabel: '1 KB', thumbnail: '/m.jpg' }]}
        videos={[{ name: 'Detail.mp4', href: '/d.mp4', thumbnail: '/d.jpg' }]}
        related={[
          { label: 'Lock out the press', href: '/playermain/wf2' },
          { label: 'Drain the oil', onSelect: goThere },
        ]}
        onClose={vi.fn()}
      />,
    );
    const pdf = screen.getByRole('link', { name: /Manual\.pdf/ });
    expect(pdf.querySelector('img')?.getAttribute('src')).toBe('/m.jpg');
    expect(screen.getByRole('heading', { name: 'Videos' })).toBeTruthy();
    const video = screen.getByRole('link', { name: 'Detail.mp4' });
    expect(video.getAttribute('href')).toBe('/d.mp4');
    expect(video.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('heading', { name: 'Related workflows' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lock out the press' }).getAttribute('href')).toBe(
      '/playermain/wf2',
    );
    const step = screen.getByRole('button', { name: 'Drain the oil' });
    step.focus();
    await user.keyboard('{Enter}');
    expect(goThere).toHaveBeenCalledTimes(1);
  });
});
