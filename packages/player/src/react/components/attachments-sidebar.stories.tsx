import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { withPlayerStyles } from '../styles/story-decorator.js';
import { AttachmentsSidebar } from './attachments-sidebar.js';
import type { AttachmentsSidebarProps } from './attachments-sidebar.js';

const diagramSrc = (n: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="#fff"/><text x="80" y="52" font-size="24" text-anchor="middle">Diagram ${n}</text></svg>`,
  )}`;

/** A stand-in for the core's carousel rules: wraps, and windows at most 7 dots. */
function WithCarousel({ total, ...props }: AttachmentsSidebarProps & { total: number }) {
  const [index, setIndex] = useState(0);
  const first = Math.min(Math.max(0, index - 3), Math.max(0, total - 7));
  const dots = Array.from({ length: Math.min(7, total) }, (_, i) => ({
    index: first + i,
    active: first + i === index,
  }));
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <AttachmentsSidebar
        {...props}
        diagram={
          total > 0
            ? {
                src: diagramSrc(index + 1),
                index,
                total,
                dots: total > 1 ? dots : [],
                onPrevious: () => setIndex((index - 1 + total) % total),
                onNext: () => setIndex((index + 1) % total),
                onSelect: setIndex,
              }
            : undefined
        }
      />
    </div>
  );
}

const meta = {
  title: 'Player/AttachmentsSidebar',
  component: WithCarousel,
  decorators: [withPlayerStyles],
  args: {
    total: 3,
    links: [
      { label: 'Safety data sheet', href: 'https://example.com/sds' },
      { label: 'Supplier page', href: 'https://example.com/supplier' },
    ],
    pdfs: [
      {
        name: 'Pump manual.pdf',
        href: 'https://example.com/manual.pdf',
        sizeLabel: '2.4 MB',
        thumbnail: diagramSrc(1),
      },
      { name: 'Checklist.pdf', href: 'https://example.com/checklist.pdf', sizeLabel: '180 KB' },
    ],
    videos: [
      { name: 'Seal close-up.mp4', href: 'https://example.com/seal.mp4', thumbnail: diagramSrc(2) },
      { name: 'Bleeding the line.mov', href: 'https://example.com/bleed.mov', thumbnail: null },
    ],
    related: [
      { label: 'Lock out the press', href: '/playermain/wf-lockout' },
      { label: 'Step 2: Drain the oil', onSelect: () => {} },
    ],
    onClose: () => {},
  },
} satisfies Meta<typeof WithCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Everything: Story = {};
/** More than 7 diagrams: the dots show a window of 7. */
export const ManyDiagrams: Story = { args: { total: 12 } };
export const SingleDiagram: Story = {
  args: { total: 1, links: [], pdfs: [], videos: [], related: [] },
};
export const LinksOnly: Story = { args: { total: 0, pdfs: [], videos: [], related: [] } };
/** Issue 21: video clips and other workflows or steps, nothing else. */
export const VideosAndWorkflows: Story = { args: { total: 0, links: [], pdfs: [] } };
