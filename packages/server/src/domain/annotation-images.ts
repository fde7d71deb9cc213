/**
 * POST /v1/workflows/{id}/annotation-images (issue 22; 001 §5 editor images, §7 "annotation
 * images"): a finished upload of the caller becomes a picture the annotation canvas can place.
 * What it is comes from its BYTES (JPEG, PNG or GIF, at most 10 MB like the editors' other
 * images); it is fitted into 800x600 by ffmpeg in a child process (which also proves it decodes
 * and drops EXIF), stored in the workflow's annotation-images folder and answered with its key
 * (for the element's originalImageUrl), a signed URL and its size. A refused file's upload is
 * removed: it can never be used.
 */
import {
  ATTACHMENT_IMAGE_RESIZE,
  AttachmentProblem,
  attachmentMaxMb,
  ErrorCode,
  STEP_ATTACHMENT_LIMITS,
  StepwiseError,
} from '@stepwise/core';
import { newId } from '../db/ids.js';
import { fitImage, type FitFormat } from '../media/image-fit.js';
import { imageSize } from '../media/image-size.js';
import type { ObjectStorage } from '../storage/storage.js';
import { ownUpload, removeUpload } from '../uploads/uploads.js';
import { annotationImagePrefix } from './annotations.js';
import type { Caller } from './caller.js';
import { badRequest } from './errors.js';
import { extensionOf, sniffMimeType, uploadBytes } from './upload-files.js';
import { editableWorkflow } from './workflow-access.js';
import type { KeySigner } from './workflow-edits.js';

const LIMITS = STEP_ATTACHMENT_LIMITS.diagram;

export interface AnnotationImage {
  key: string;
  url: string;
  width: number;
  height: number;
}

/** Refusals of the file itself: the upload goes with them (it can never be used). */
const refusals = new WeakSet<StepwiseError>();
const refused = (err: StepwiseError) => {
  refusals.add(err);
  return err;
};
const tooLarge = () =>
  refused(
    new StepwiseError(
      ErrorCode.PayloadTooLarge,
      `${AttachmentProblem.fileTooLarge} (at most ${attachmentMaxMb('diagram')} MB)`,
      { category: 'validation', data: { key: 'fileTooLarge', maxBytes: LIMITS.maxBytes } },
    ),
  );
const notAnImage = () =>
  refused(
    badRequest(AttachmentProblem.invalidImageType, {
      key: 'invalidImageType',
      mimeTypes: LIMITS.mimeTypes,
    }),
  );

const isImageType = (mimeType: string): mimeType is FitFormat =>
  (LIMITS.mimeTypes as readonly string[]).includes(mimeType);

export async function addAnnotationImage(
  caller: Caller,
  storage: ObjectStorage,
  workflowId: string,
  uploadId: string,
  sign: KeySigner,
): Promise<AnnotationImage> {
  const { workflow } = await editableWorkflow(caller, workflowId);
  const upload = await ownUpload(caller, uploadId);
  try {
    // Refused by its announced size before a byte is read.
    if (upload.sizeBytes > LIMITS.maxBytes) throw tooLarge();
    const bytes = await uploadBytes(caller.tenant, storage, upload);
    const mimeType = sniffMimeType(bytes);
    if (!isImageType(mimeType)) throw notAnImage();
    const fitted = await fitImage(bytes, mimeType, ATTACHMENT_IMAGE_RESIZE).catch(() => {
      throw notAnImage();
    });
    const size = imageSize(fitted);
    if (!size) throw notAnImage();
    const key = `${annotationImagePrefix(workflow.organizationId, workflow.id)}${newId()}${extensionOf(mimeType)}`;
    await storage.put(key, fitted);
    await removeUpload(caller.tenant, storage, upload.id);
    return { key, url: sign(key) ?? '', ...size };
  } catch (err) {
    if (err instanceof StepwiseError && refusals.has(err))
      await removeUpload(caller.tenant, storage, upload.id);
    throw err;
  }
}
