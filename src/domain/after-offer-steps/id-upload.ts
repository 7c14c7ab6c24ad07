import type { ErrorKey } from '../validation/validation-core';

/**
 * The identity document upload (state 30): a photo (or a PDF) of each side of the document. Photos
 * are made smaller in the browser before they are sent: a phone photo of 4000 px and 5–12 MB is
 * more than a lender needs to read a document, costs the applicant's data plan, and has to fit in
 * the offline queue (it is stored until the server answers).
 */

/** Longest side of an uploaded photo: a document stays readable, a photo stays well under a megabyte or two. */
export const UPLOAD_MAX_SIDE_PX = 2000;
/** JPEG quality of a downscaled photo. */
export const UPLOAD_JPEG_QUALITY = 0.85;
/**
 * Largest file sent, after downscaling: 5 MiB. Its base64 data URL (4/3 of it plus the prefix)
 * stays under UPLOAD_MAX_DATA_URL_LENGTH, the contract's cap (src/api/contract/lead-steps.ts).
 */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** The longest data URL of one file: `data:<type>;base64,` and the base64 of UPLOAD_MAX_BYTES fit. */
export const UPLOAD_MAX_DATA_URL_LENGTH = 7_000_000;
/**
 * The largest request the funnel sends: the ID upload, two data URLs of the longest length with their
 * names and the JSON around them. The one size every layer takes: lead-api's body limit and the web
 * server in front (nginx's client_max_body_size, written by `npm run deployment`).
 */
export const MAX_REQUEST_BODY_BYTES = 2 * UPLOAD_MAX_DATA_URL_LENGTH + 64 * 1024;
/** A picked file larger than this is not even opened: no phone photo is, and decoding it could exhaust memory. */
export const UPLOAD_MAX_SOURCE_BYTES = 40 * 1024 * 1024;
/** The contract caps a file name at 200 characters. */
export const UPLOAD_MAX_NAME_LENGTH = 200;

export const UPLOAD_TYPE_ERROR: ErrorKey = 'upload.type';
export const UPLOAD_SIZE_ERROR: ErrorKey = 'upload.tooLarge';
export const UPLOAD_UNREADABLE_ERROR: ErrorKey = 'upload.unreadable';
export const UPLOAD_EMPTY_ERROR: ErrorKey = 'upload.empty';

/** What is sent: a JPEG (every photo, made smaller), a PNG or a PDF (the contract's types). */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/** How many first bytes tell a file's type (the longest signature, PNG's). */
export const UPLOAD_SIGNATURE_BYTES = 8;
const SIGNATURES: readonly [UploadType, readonly number[]][] = [
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
];

export type UploadKind = 'image' | 'pdf';
export type PickedFile = { name: string; type: string; size: number };

/** What a picked file is: any image (made into a JPEG), a PDF (sent as it is), or something we cannot take. */
export function uploadKind(file: Pick<PickedFile, 'name' | 'type'>): UploadKind | null {
  const type = file.type.toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type === 'application/pdf') return 'pdf';
  // Some file pickers give no type at all: the name is then all there is to go by.
  if (type === '' && /\.pdf$/i.test(file.name)) return 'pdf';
  if (type === '' && /\.(jpe?g|png|heic|heif|webp)$/i.test(file.name)) return 'image';
  return null;
}

/** The check of a picked file, before anything is read: its type, something in it, and a size no phone photo reaches. */
export function checkPickedFile(file: PickedFile): ErrorKey | null {
  const kind = uploadKind(file);
  if (!kind) return UPLOAD_TYPE_ERROR;
  if (file.size === 0) return UPLOAD_EMPTY_ERROR;
  if (kind === 'pdf' && file.size > UPLOAD_MAX_BYTES) return UPLOAD_SIZE_ERROR;
  return file.size > UPLOAD_MAX_SOURCE_BYTES ? UPLOAD_SIZE_ERROR : null;
}

/**
 * The type a file's first bytes say it is (its magic number), whatever its name or declared type
 * say: a JPEG, a PNG, a PDF, or null for anything else (an SVG, HTML, a renamed executable).
 */
export function typeByContent(head: Uint8Array): UploadType | null {
  const found = SIGNATURES.find(([, signature]) => signature.every((byte, index) => head[index] === byte));
  return found ? found[0] : null;
}

/**
 * The check of what is sent, the same at the page and at lead-api: something in it,
 * within the limit, and by its bytes the type it is declared as (an SVG called a JPEG is refused).
 * `head` is at least the file's first UPLOAD_SIGNATURE_BYTES bytes, `size` its whole length.
 */
export function checkUploadContent(head: Uint8Array, size: number, declaredType: string): ErrorKey | null {
  if (size === 0) return UPLOAD_EMPTY_ERROR;
  if (size > UPLOAD_MAX_BYTES) return UPLOAD_SIZE_ERROR;
  return typeByContent(head) === declaredType ? null : UPLOAD_TYPE_ERROR;
}

/** The size a photo is drawn at: its longest side at most `maxSide`, proportions kept, never enlarged. */
export function targetDimensions(width: number, height: number, maxSide: number = UPLOAD_MAX_SIDE_PX): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The name sent with a file: the applicant's file name, with the extension of what is really sent, within the contract's length. */
export function uploadFileName(original: string, kind: UploadKind): string {
  const extension = kind === 'pdf' ? '.pdf' : '.jpg';
  const base = (original.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '').trim() || 'document').slice(0, UPLOAD_MAX_NAME_LENGTH - extension.length);
  return `${base}${extension}`;
}

/** The back of the document is asked unless the front is a PDF (a scan usually holds both sides). */
export function needsBackSide(front: { type: string } | undefined): boolean {
  return front?.type !== 'application/pdf';
}
