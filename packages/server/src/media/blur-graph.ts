/**
 * Burned-in blurs (issue 22; core RenderBlur, annotation.ts blurRegions): the chains that blur
 * regions of the edit graph's joined, turned picture. They run once on the full-size picture,
 * before the ladder's scaling, so every rendition, thumbnail and the poster show the blur.
 *
 * Each blur: split the picture, crop the region, blur it hard (shrunk 8 times, two passes of a
 * box as wide as the region's short side, grown back: letters become a smear), and lay it back
 * where it was while between(t, start, end). A circle keeps only the ellipse inscribed in its
 * box (an alpha mask drawn by geq on a small square, grown to the box). The blur and the mask
 * carry the same `enable`; outside its time a blur costs a crop and two scales of the region.
 */
import type { RenderBlur } from '@stepwise/core';

/** A region smaller than this (px, each side) is widened to it: boxblur needs a radius >= 1. */
export const MIN_BLUR_PX = 4;
/** Box-blur passes: one box leaves ghosts of high-contrast edges; two are smooth enough. */
export const BLUR_PASSES = 2;
/** The region is blurred at 1/SHRINK of its size: the same smear for far less work. */
export const BLUR_SHRINK = 8;
/** The side of the square a circle's ellipse mask is drawn on before it is scaled to the box. */
export const MASK_PX = 32;

export interface BlurPixels {
  x: number;
  y: number;
  width: number;
  height: number;
}

const even = (v: number) => 2 * Math.round(v / 2);
const shrunk = (v: number) => Math.max(2, even(v / BLUR_SHRINK));

/**
 * A blur's region in pixels of a `size` picture: even positions and sizes (the chroma planes are
 * half size), at least MIN_BLUR_PX, inside the picture.
 */
export function blurPixels(blur: RenderBlur, size: { width: number; height: number }): BlurPixels {
  const axis = (from: number, length: number, total: number) => {
    const len = Math.min(total - (total % 2), Math.max(MIN_BLUR_PX, even(length * total)));
    const at = Math.min(Math.max(0, even(from * total)), total - len);
    return [at - (at % 2), len] as const;
  };
  const [x, width] = axis(blur.x, blur.width, size.width);
  const [y, height] = axis(blur.y, blur.height, size.height);
  return { x, y, width, height };
}

const sec = (t: number) => t.toFixed(3);

/**
 * Chains from the label `input` to the label `output` (both '[name]') blurring `blurs` into a
 * `size` picture. No blurs: none (the caller keeps its label).
 */
export function blurChains(
  input: string,
  output: string,
  blurs: readonly RenderBlur[],
  size: { width: number; height: number },
): string[] {
  const chains: string[] = [];
  let from = input;
  blurs.forEach((blur, i) => {
    const px = blurPixels(blur, size);
    const enable = `enable='between(t,${sec(blur.start)},${sec(blur.end)})'`;
    // Shrunk BLUR_SHRINK times (each pixel the mean of its block), box-blurred there and grown back:
    // as strong as a box the size of the region, at a sixty-fourth of the pixels.
    const small = `${shrunk(px.width)}:${shrunk(px.height)}`;
    const radius =
      `luma_radius='min(w,h)/2':luma_power=${BLUR_PASSES}:` +
      `chroma_radius='min(cw,ch)/2':chroma_power=${BLUR_PASSES}`;
    const shrunkBlur =
      `[blur${i}src]crop=${px.width}:${px.height}:${px.x}:${px.y},scale=${small}:flags=area,` +
      `boxblur=${radius}:${enable}`;
    const grow = `scale=${px.width}:${px.height}:flags=bilinear`;
    const to = i === blurs.length - 1 ? output : `[blur${i}]`;
    chains.push(`${from}split=2[blur${i}base][blur${i}src]`);
    if (blur.shape === 'circle') {
      // The ellipse's mask is drawn on a MASK_PX square (a per-pixel expression is costly at
      // full size) and grown to the box, which also softens its edge.
      chains.push(
        // The split's two sides share one format: pinned, or the mask's gray takes the colour.
        `${shrunkBlur},format=yuv420p,split=2[blur${i}small][blur${i}shape]`,
        `[blur${i}small]${grow}[blur${i}fill]`,
        `[blur${i}shape]scale=${MASK_PX}:${MASK_PX},format=gray,` +
          // 255 inside the ellipse, then a ramp one mask pixel wide just outside it (a smooth
          // edge that never lets what is inside show through), then 0.
          `geq=lum='255*clip((1-hypot((2*X+1)/W-1,(2*Y+1)/H-1))*W/2+1,0,1)':${enable},` +
          `${grow}[blur${i}mask]`,
        `[blur${i}fill][blur${i}mask]alphamerge[blur${i}box]`,
      );
    } else {
      chains.push(`${shrunkBlur},${grow}[blur${i}box]`);
    }
    chains.push(`[blur${i}base][blur${i}box]overlay=${px.x}:${px.y}:${enable}${to}`);
    from = to;
  });
  return chains;
}

/**
 * The blurs showing at timeline second `moment`, for one still taken there (the poster): its
 * only frame is at t = 0, so each lasts from 0 to 1.
 */
export function stillBlurs(blurs: readonly RenderBlur[] | undefined, moment: number): RenderBlur[] {
  return (blurs ?? [])
    .filter((b) => moment >= b.start && moment < b.end)
    .map((b) => ({ ...b, start: 0, end: 1 }));
}
