import type { z } from '../../api/contract/zod';
import type { uploadedFileSchema } from '../../api/contract/lead-steps';
import type { ErrorKey } from '../../domain/validation/validation-core';
import {
  UPLOAD_JPEG_QUALITY,
  UPLOAD_SIGNATURE_BYTES,
  UPLOAD_UNREADABLE_ERROR,
  checkPickedFile,
  checkUploadContent,
  targetDimensions,
  uploadFileName,
  uploadKind,
} from '../../domain/after-offer-steps/id-upload';

/** What is kept and sent for one side: the contract's uploaded file (a data URL, plain JSON, so the offline queue can store it). */
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
export type Prepared = { ok: true; file: UploadedFile } | { ok: false; error: ErrorKey };

const readAsDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(blob);
  });

/** Draws the photo at its target size on a white ground (a transparent PNG would turn black in a JPEG). */
/** The photo upright as taken (EXIF orientation); browsers that do not know the option already do so, or throw on it. */
async function decode(source: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(source, { imageOrientation: 'from-image' });
  } catch (error) {
    if (error instanceof TypeError) return createImageBitmap(source);
    throw error;
  }
}

async function downscale(source: Blob): Promise<Blob> {
  const bitmap = await decode(source);
  const { width, height } = targetDimensions(bitmap.width, bitmap.height);
  try {
    if (typeof OffscreenCanvas === 'function') {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      context.drawImage(bitmap, 0, 0, width, height);
      return await canvas.convertToBlob({ type: 'image/jpeg', quality: UPLOAD_JPEG_QUALITY });
    }
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('not encoded'))), 'image/jpeg', UPLOAD_JPEG_QUALITY),
    );
  } finally {
    bitmap.close();
  }
}

/**
 * A picked file made ready to send (src/domain/after-offer-steps/id-upload.ts): a photo downscaled to a JPEG, a PDF
 * as it is, each checked after that as lead-api checks it (not empty, within the limit, its bytes
 * the type it is sent as); a file of another type, an empty one, a "PDF" that is not one, or a
 * photo the browser cannot open (HEIC outside Safari), is refused with its reason and nothing is kept.
 */
export async function prepareUpload(file: File): Promise<Prepared> {
  const refused = checkPickedFile(file);
  if (refused) return { ok: false, error: refused };
  const kind = uploadKind(file);
  try {
    const blob = kind === 'pdf' ? file : await downscale(file);
    const type = kind === 'pdf' ? 'application/pdf' : 'image/jpeg';
    // What is sent, checked as lead-api checks it: a "PDF" that is empty or is something else by its bytes is refused here.
    const head = new Uint8Array(await blob.slice(0, UPLOAD_SIGNATURE_BYTES).arrayBuffer());
    const refusedContent = checkUploadContent(head, blob.size, type);
    if (refusedContent) return { ok: false, error: refusedContent };
    const dataUrl = await readAsDataUrl(new Blob([blob], { type }));
    return { ok: true, file: { name: uploadFileName(file.name, kind ?? 'image'), type, dataUrl } };
  } catch {
    return { ok: false, error: UPLOAD_UNREADABLE_ERROR };
  }
}
