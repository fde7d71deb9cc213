/**
 * What the export screens show of an export process (001 §3-4): its status as the card and the
 * history read it, its standard, the package's file name, and whether a list still has to be
 * polled. Framework-free, so the dialog and the history page read one set of rules.
 */
import {
  isScormExportFinal,
  type ScormExportProcess,
  type ScormExportStatus,
  type ScormExportType,
} from '@stepwise/core';
import type { MessageKey } from '../../i18n/t';

/** How often a screen asks again while an export is not final. */
export const SCORM_POLL_MS = 2_000;

/** The history's page size (001 §9 data grid: 20). */
export const SCORM_HISTORY_PAGE_SIZE = 20;

export const scormStatusKey = (status: ScormExportStatus): MessageKey => `scorm.status.${status}`;
export const scormTypeKey = (type: ScormExportType): MessageKey => `scorm.type.${type}`;

/** 001 §4: anything but finished and error is not ready, so the screen keeps asking. */
export function needsPolling(items: readonly Pick<ScormExportProcess, 'status'>[]): boolean {
  return items.some((item) => !isScormExportFinal(item.status));
}

/** The name the browser saves a finished export under (the server's own spelling). */
export function scormFileName(process: Pick<ScormExportProcess, 'id' | 'exportType'>): string {
  const type = process.exportType === 'SCORM_12' ? 'scorm12' : 'scorm2004';
  return `stepwise-export-${process.id.slice(0, 8)}-${type}.zip`;
}

/** Hands a Blob to the browser as a download (an object URL on a transient link). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
