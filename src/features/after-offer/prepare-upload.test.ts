// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { UPLOAD_EMPTY_ERROR, UPLOAD_TYPE_ERROR } from '../../domain/after-offer-steps/id-upload';
import { prepareUpload } from './prepare-upload';

/** The ID upload (state 30) checks what it would send as lead-api does, before anything is kept or sent. */
describe('prepareUpload: a PDF is checked by its bytes before it is kept', () => {
  const pdf = (content: string, name = 'scan.pdf') => new File([content], name, { type: 'application/pdf' });

  it('refuses an empty PDF: nothing is kept, and the field says why', async () => {
    expect(await prepareUpload(pdf(''))).toEqual({ ok: false, error: UPLOAD_EMPTY_ERROR });
  });

  it('refuses a "PDF" that is something else by its bytes (an SVG renamed)', async () => {
    expect(await prepareUpload(pdf('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'dni.pdf'))).toEqual({
      ok: false,
      error: UPLOAD_TYPE_ERROR,
    });
  });

  it('keeps a real PDF as a data URL of its type', async () => {
    const prepared = await prepareUpload(pdf('%PDF-1.7\n1 0 obj\n'));
    expect(prepared).toMatchObject({ ok: true, file: { name: 'scan.pdf', type: 'application/pdf' } });
    expect(prepared.ok && prepared.file.dataUrl).toMatch(/^data:application\/pdf;base64,JVBERi0x/);
  });
});
