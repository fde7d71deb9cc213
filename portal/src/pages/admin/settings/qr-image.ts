/**
 * QR images for /admin/setting/qr-code: the SVG `uqr` draws (kept in this lazy chunk), as a data
 * URL for an <img>, and the downloads (SVG as drawn, PNG through a canvas).
 */
import { renderSVG } from 'uqr';

export function qrSvg(url: string): string {
  return renderSVG(url, { border: 2 });
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A file name from a label: letters, digits and hyphens. */
export function fileNameOf(label: string, extension: 'svg' | 'png'): string {
  const base = label
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'qr-code'}.${extension}`;
}

function download(href: string, name: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
}

export function downloadSvg(svg: string, label: string): void {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  download(url, fileNameOf(label, 'svg'));
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The SVG drawn at `size` pixels on a white canvas, saved as PNG. */
export async function downloadPng(svg: string, label: string, size = 1024): Promise<void> {
  const image = new Image();
  image.src = svgDataUrl(svg);
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.imageSmoothingEnabled = false;
  context.drawImage(image, 0, 0, size, size);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('no image');
  const url = URL.createObjectURL(blob);
  download(url, fileNameOf(label, 'png'));
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
