/**
 * The organisation logo (issue 23; 001 §3 "logo url", §7 "item.logo.url"): what the /share page
 * and a share's view show beside the organisation's name. An org admin turns a finished upload
 * into it (PUT /v1/organizations/logo) or removes it (DELETE).
 *
 * What the file is comes from its BYTES: PNG, JPEG or WebP, at most 2 MB. SVG is refused on
 * purpose (a script inside it would run wherever the picture is opened as a document). ffmpeg
 * fits it into 400x160 in a child process, which also proves it decodes and drops EXIF; a WebP
 * is stored as PNG (transparency kept) so the media route only ever serves PNG or JPEG.
 *
 * Every logo gets a folder of its own, `org/{orgId}/branding/{logoId}/logo.{png,jpg}`: a URL
 * signed for an old logo never shows the new one, and removing a logo removes its folder. The
 * URL is a signed media URL (media-urls.ts) like a public player's poster, so an anonymous
 * visitor of the share page opens it without any sign-in.
 */
import {
  ErrorCode,
  ORGANIZATION_LOGO_BOX,
  ORGANIZATION_LOGO_MAX_BYTES,
  ORGANIZATION_LOGO_MIME_TYPES,
  StepwiseError,
  type OrganizationLogo,
} from '@stepwise/core';
import { newId } from '../db/ids.js';
import type { OrganizationRow } from '../db/schema.js';
import { fitImage } from '../media/image-fit.js';
import { imageSize } from '../media/image-size.js';
import type { Services } from '../services.js';
import type { ObjectStorage } from '../storage/storage.js';
import { completeParts, ownUpload, removeUpload } from '../uploads/uploads.js';
import type { Caller } from './caller.js';
import { badRequest, notFound } from './errors.js';
import { mediaUrlSigner, type MediaUrlOptions } from './media-urls.js';
import { sniffMimeType, uploadBytes } from './upload-files.js';

type LogoServices = Pick<Services, 'config' | 'mediaKey'>;
type LogoMimeType = (typeof ORGANIZATION_LOGO_MIME_TYPES)[number];

/** PNG quality is lossless; the value only matters for JPEG (ffmpeg's -q:v). */
const LOGO_FIT = { ...ORGANIZATION_LOGO_BOX, quality: 0.85 };
const MAX_MB = ORGANIZATION_LOGO_MAX_BYTES / (1024 * 1024);

export const LOGO_TOO_LARGE = `The logo is too large (at most ${MAX_MB} MB)`;
export const LOGO_WRONG_TYPE = 'The logo must be a PNG, JPEG or WebP image';

/** The folder of one logo: every logo set gets a new one (see the module comment). */
export const logoFolder = (organizationId: string, logoId: string) =>
  `org/${organizationId}/branding/${logoId}`;

const folderOfKey = (key: string) => key.slice(0, key.lastIndexOf('/'));

/** Refusals of the file itself: the upload goes with them (it can never be used). */
const refusals = new WeakSet<StepwiseError>();
const refused = (err: StepwiseError) => {
  refusals.add(err);
  return err;
};
const tooLarge = () =>
  refused(
    new StepwiseError(ErrorCode.PayloadTooLarge, LOGO_TOO_LARGE, {
      category: 'validation',
      data: { key: 'fileTooLarge', maxBytes: ORGANIZATION_LOGO_MAX_BYTES },
    }),
  );
const wrongType = () =>
  refused(
    badRequest(LOGO_WRONG_TYPE, {
      key: 'invalidImageType',
      mimeTypes: [...ORGANIZATION_LOGO_MIME_TYPES],
    }),
  );

const isLogoType = (mimeType: string): mimeType is LogoMimeType =>
  (ORGANIZATION_LOGO_MIME_TYPES as readonly string[]).includes(mimeType);

/** The logo's bytes fitted into the box, as PNG (PNG, WebP) or JPEG; refused when undecodable. */
async function fittedLogo(
  bytes: Uint8Array,
  mimeType: LogoMimeType,
): Promise<{ file: Uint8Array; extension: '.png' | '.jpg' }> {
  const jpeg = mimeType === 'image/jpeg';
  // ffmpeg reads the input by its content; the format named here is the output's.
  const file = await fitImage(bytes, jpeg ? 'image/jpeg' : 'image/png', LOGO_FIT).catch(() => {
    throw wrongType();
  });
  if (!imageSize(file)) throw wrongType();
  return { file, extension: jpeg ? '.jpg' : '.png' };
}

/** The logo's signed URL (openable without sign-in), or null when the organisation has none. */
export function organizationLogo(
  services: LogoServices,
  organization: Pick<OrganizationRow, 'logoKey'>,
  opts: MediaUrlOptions = {},
): OrganizationLogo {
  const url = mediaUrlSigner(services, opts)(organization.logoKey);
  return url ? { url } : null;
}

/** Removes a replaced or deleted logo's folder; a failure leaves an orphan, never an error. */
async function dropLogoFolder(storage: ObjectStorage, key: string | null): Promise<void> {
  if (key) await storage.delete(folderOfKey(key)).catch(() => undefined);
}

/**
 * Records `logoKey` as the organisation's logo under the row's lock (two admins saving at once
 * each drop what they replaced, so no folder is left behind) and answers the row and the key it
 * replaced.
 */
async function swapLogoKey(
  caller: Caller,
  logoKey: string | null,
): Promise<{ row: OrganizationRow; previous: string | null }> {
  return caller.tenant.transaction(async (t) => {
    const current = await t.ownOrganization({ lock: true });
    if (!current) throw notFound('Organisation');
    if (current.logoKey === logoKey) return { row: current, previous: null };
    const row = await t.updateOwnOrganization({ logoKey });
    if (!row) throw notFound('Organisation');
    return { row, previous: current.logoKey };
  });
}

/** PUT /v1/organizations/logo: the caller's finished upload becomes the organisation's logo. */
export async function setOrganizationLogo(
  caller: Caller,
  storage: ObjectStorage,
  uploadId: string,
): Promise<OrganizationRow> {
  const upload = await ownUpload(caller, uploadId);
  // An unfinished upload is 409 and kept (its parts may still come): only a whole file is refused.
  await completeParts(caller.tenant, upload);
  let stored: string | null = null;
  try {
    // Refused by its announced size before a byte is read.
    if (upload.sizeBytes > ORGANIZATION_LOGO_MAX_BYTES) throw tooLarge();
    const bytes = await uploadBytes(caller.tenant, storage, upload);
    const mimeType = sniffMimeType(bytes);
    if (!isLogoType(mimeType)) throw wrongType();
    const { file, extension } = await fittedLogo(bytes, mimeType);
    const key = `${logoFolder(caller.organizationId, newId())}/logo${extension}`;
    await storage.put(key, file);
    stored = key;
    const { row, previous } = await swapLogoKey(caller, key);
    stored = null;
    await removeUpload(caller.tenant, storage, upload.id);
    await dropLogoFolder(storage, previous);
    return row;
  } catch (err) {
    if (err instanceof StepwiseError && refusals.has(err)) {
      await removeUpload(caller.tenant, storage, upload.id);
    }
    // A logo stored but never recorded is nobody's.
    await dropLogoFolder(storage, stored);
    throw err;
  }
}

/** DELETE /v1/organizations/logo: the organisation shows its name alone again. */
export async function removeOrganizationLogo(
  caller: Caller,
  storage: ObjectStorage,
): Promise<OrganizationRow> {
  const { row, previous } = await swapLogoKey(caller, null);
  await dropLogoFolder(storage, previous);
  return row;
}
