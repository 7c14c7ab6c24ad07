import { describe, expect, it } from 'vitest';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_SIDE_PX,
  UPLOAD_MAX_SOURCE_BYTES,
  UPLOAD_SIZE_ERROR,
  UPLOAD_TYPE_ERROR,
  checkPickedFile,
  checkPreparedSize,
  needsBackSide,
  targetDimensions,
  uploadFileName,
  uploadKind,
} from './id-upload';

describe('id upload (state 30): which files are taken', () => {
  it('takes any image (made into a JPEG) and a PDF; nothing else', () => {
    expect(uploadKind({ name: 'dni.png', type: 'image/png' })).toBe('image');
    expect(uploadKind({ name: 'IMG_1.HEIC', type: 'image/heic' })).toBe('image');
    expect(uploadKind({ name: 'scan.pdf', type: 'application/pdf' })).toBe('pdf');
    expect(uploadKind({ name: 'notes.txt', type: 'text/plain' })).toBeNull();
    expect(uploadKind({ name: 'dni.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' })).toBeNull();
  });

  it('goes by the name when the picker gives no type', () => {
    expect(uploadKind({ name: 'scan.PDF', type: '' })).toBe('pdf');
    expect(uploadKind({ name: 'photo.jpeg', type: '' })).toBe('image');
    expect(uploadKind({ name: 'archive.zip', type: '' })).toBeNull();
  });

  it('refuses a wrong type at once, and a PDF over the limit (it is sent as it is)', () => {
    expect(checkPickedFile({ name: 'a.txt', type: 'text/plain', size: 10 })).toBe(UPLOAD_TYPE_ERROR);
    expect(checkPickedFile({ name: 'a.pdf', type: 'application/pdf', size: UPLOAD_MAX_BYTES })).toBeNull();
    expect(checkPickedFile({ name: 'a.pdf', type: 'application/pdf', size: UPLOAD_MAX_BYTES + 1 })).toBe(UPLOAD_SIZE_ERROR);
  });

  it('opens a large photo (it is downscaled) but not one no phone makes', () => {
    expect(checkPickedFile({ name: 'a.jpg', type: 'image/jpeg', size: 12 * 1024 * 1024 })).toBeNull();
    expect(checkPickedFile({ name: 'a.jpg', type: 'image/jpeg', size: UPLOAD_MAX_SOURCE_BYTES + 1 })).toBe(UPLOAD_SIZE_ERROR);
  });

  it('refuses what is still over the limit after downscaling', () => {
    expect(checkPreparedSize(UPLOAD_MAX_BYTES)).toBeNull();
    expect(checkPreparedSize(UPLOAD_MAX_BYTES + 1)).toBe(UPLOAD_SIZE_ERROR);
  });

  it('keeps the data URL of the largest file within the contract (7,000,000 characters)', () => {
    const prefix = 'data:application/pdf;base64,'.length;
    expect(prefix + Math.ceil(UPLOAD_MAX_BYTES / 3) * 4).toBeLessThanOrEqual(7_000_000);
  });
});

describe('id upload (state 30): downscaling', () => {
  it(`draws the longest side at ${UPLOAD_MAX_SIDE_PX} px, proportions kept`, () => {
    expect(targetDimensions(4000, 3000)).toEqual({ width: 2000, height: 1500 });
    expect(targetDimensions(3024, 4032)).toEqual({ width: 1500, height: 2000 });
  });

  it('never enlarges a small photo', () => {
    expect(targetDimensions(1200, 800)).toEqual({ width: 1200, height: 800 });
    expect(targetDimensions(2000, 2000)).toEqual({ width: 2000, height: 2000 });
  });

  it('never draws a side of 0 px', () => {
    expect(targetDimensions(10000, 1)).toEqual({ width: 2000, height: 1 });
  });
});

describe('id upload (state 30): what is sent', () => {
  it('names the file after the applicant’s, with the extension of what is sent', () => {
    expect(uploadFileName('IMG_2041.HEIC', 'image')).toBe('IMG_2041.jpg');
    expect(uploadFileName('C:\\fakepath\\scan.pdf', 'pdf')).toBe('scan.pdf');
    expect(uploadFileName('.png', 'image')).toBe('document.jpg');
    expect(uploadFileName('x'.repeat(300), 'image')).toHaveLength(200);
  });

  it('asks for the back unless the front is a PDF', () => {
    expect(needsBackSide(undefined)).toBe(true);
    expect(needsBackSide({ type: 'image/jpeg' })).toBe(true);
    expect(needsBackSide({ type: 'application/pdf' })).toBe(false);
  });
});
