import { describe, expect, it } from 'vitest';
import {
  UPLOAD_EMPTY_ERROR,
  MAX_REQUEST_BODY_BYTES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_DATA_URL_LENGTH,
  UPLOAD_MAX_NAME_LENGTH,
  UPLOAD_MAX_SIDE_PX,
  UPLOAD_MAX_SOURCE_BYTES,
  UPLOAD_SIZE_ERROR,
  UPLOAD_TYPE_ERROR,
  checkPickedFile,
  checkUploadContent,
  needsBackSide,
  targetDimensions,
  uploadFileName,
  typeByContent,
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

  it('refuses an empty file at once (a 0-byte PDF is no ID)', () => {
    expect(checkPickedFile({ name: 'scan.pdf', type: 'application/pdf', size: 0 })).toBe(UPLOAD_EMPTY_ERROR);
    expect(checkPickedFile({ name: 'a.jpg', type: 'image/jpeg', size: 0 })).toBe(UPLOAD_EMPTY_ERROR);
  });

  it('opens a large photo (it is downscaled) but not one no phone makes', () => {
    expect(checkPickedFile({ name: 'a.jpg', type: 'image/jpeg', size: 12 * 1024 * 1024 })).toBeNull();
    expect(checkPickedFile({ name: 'a.jpg', type: 'image/jpeg', size: UPLOAD_MAX_SOURCE_BYTES + 1 })).toBe(UPLOAD_SIZE_ERROR);
  });

  it('refuses what is still over the limit after downscaling', () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
    expect(checkUploadContent(jpeg, UPLOAD_MAX_BYTES, 'image/jpeg')).toBeNull();
    expect(checkUploadContent(jpeg, UPLOAD_MAX_BYTES + 1, 'image/jpeg')).toBe(UPLOAD_SIZE_ERROR);
  });

  it('keeps the data URL of the largest file within the contract (7,000,000 characters)', () => {
    const prefix = 'data:application/pdf;base64,'.length;
    expect(prefix + Math.ceil(UPLOAD_MAX_BYTES / 3) * 4).toBeLessThanOrEqual(UPLOAD_MAX_DATA_URL_LENGTH);
  });

  it('keeps the largest upload, two files of the longest data URL, within the one request size every layer takes', () => {
    const file = { name: `${'n'.repeat(UPLOAD_MAX_NAME_LENGTH - 4)}.pdf`, type: 'application/pdf', dataUrl: 'd'.repeat(UPLOAD_MAX_DATA_URL_LENGTH) };
    const body = JSON.stringify({ leadId: '5b7e3c1a-0000-4000-8000-000000000001', front: file, back: file });
    expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(MAX_REQUEST_BODY_BYTES);
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

describe('id upload: what is sent is checked by its bytes, at the page and at lead-api', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  const ascii = (text: string) => new TextEncoder().encode(text);
  const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46);
  const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
  const PDF = ascii('%PDF-1.7\n');
  const SVG = ascii('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

  it('knows a JPEG, a PNG and a PDF by their magic numbers, and nothing else', () => {
    expect(typeByContent(JPEG)).toBe('image/jpeg');
    expect(typeByContent(PNG)).toBe('image/png');
    expect(typeByContent(PDF)).toBe('application/pdf');
    expect(typeByContent(SVG)).toBeNull();
    expect(typeByContent(ascii('<!DOCTYPE html>'))).toBeNull();
    expect(typeByContent(bytes(0xff, 0xd8))).toBeNull();
  });

  it('takes a file whose bytes are the type it is declared as', () => {
    expect(checkUploadContent(JPEG, 1000, 'image/jpeg')).toBeNull();
    expect(checkUploadContent(PDF, 1000, 'application/pdf')).toBeNull();
  });

  it('refuses an SVG declared as a JPEG, a PNG declared as a PDF, an empty file and one over the limit', () => {
    expect(checkUploadContent(SVG, SVG.length, 'image/jpeg')).toBe(UPLOAD_TYPE_ERROR);
    expect(checkUploadContent(PNG, 1000, 'application/pdf')).toBe(UPLOAD_TYPE_ERROR);
    expect(checkUploadContent(new Uint8Array(), 0, 'application/pdf')).toBe(UPLOAD_EMPTY_ERROR);
    expect(checkUploadContent(PDF, UPLOAD_MAX_BYTES + 1, 'application/pdf')).toBe(UPLOAD_SIZE_ERROR);
  });
});
