/** 002 §2-3 step attachments: the sidebar, the diagram carousel and its dots. */
import { CAROUSEL_MAX_DOTS } from './constants.js';

export interface StepAttachments {
  /** Diagram image URLs. */
  diagram: readonly string[];
  links: readonly { label: string; link: string }[];
  /** `size` in bytes; `thumbnail` the first page (issue 21, absent from older servers). */
  pdf: readonly { name: string; link: string; size: number; thumbnail?: string | null }[];
  /** Video clips (issue 21). */
  videos?: readonly { name: string; link: string; thumbnail: string | null }[];
  /** Another workflow, or a step of one (`stepId`), possibly of this very workflow (issue 21). */
  workflows?: readonly {
    label: string;
    workflowId: string;
    stepId: string | null;
    link?: string | undefined;
  }[];
}

export function hasAttachments(a: StepAttachments | null | undefined): boolean {
  if (!a) return false;
  const extra = (a.videos?.length ?? 0) + (a.workflows?.length ?? 0);
  return a.diagram.length + a.links.length + a.pdf.length + extra > 0;
}

/** The carousel wraps both ways: past the last is the first, before the first is the last. */
export function carouselIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/**
 * The dots shown for slide `index` of `count`: all when they fit, else a window of at most 7
 * that keeps the current one centred where it can.
 */
export function visibleDots(index: number, count: number, max = CAROUSEL_MAX_DOTS): number[] {
  const shown = Math.min(count, max);
  const first = Math.min(Math.max(0, index - Math.floor(shown / 2)), count - shown);
  return Array.from({ length: Math.max(0, shown) }, (_, i) => first + i);
}

/** The sidebar stays open only while the viewer wants it and the step has something in it. */
export function attachmentsSidebarOpen(
  wanted: boolean,
  step: StepAttachments | null | undefined,
): boolean {
  return wanted && hasAttachments(step);
}
