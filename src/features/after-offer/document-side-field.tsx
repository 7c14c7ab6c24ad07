import type { ChangeEvent } from 'react';
import { ErrorMessage, FieldShell, Hint, describedBy, errorId } from '../../ui/form-fields/field-parts';
import type { UploadedFile } from './prepare-upload';
import './document-side-field.css';

export type DocumentSideFieldProps = {
  /** Id of the camera input: the error summary links to it. */
  id: string;
  legend: string;
  hint?: string;
  cameraLabel: string;
  fileLabel: string;
  previewAlt: string;
  error?: string;
  file?: UploadedFile;
  /** Said while a picked photo is being made smaller. */
  preparing?: string;
  /** Why the file just picked was refused: read out at once, since the focus stays on the button. */
  refused?: string;
  onPick: (file: File) => void;
};

const ACCEPT = 'image/*,application/pdf';

/**
 * One side of the identity document: a photo from the phone's camera (`capture`), or a file (a
 * second input without `capture`, since with it some phones offer only the camera), then a
 * preview of what will be sent. The inputs are the labels' buttons, so each has its own name.
 */
export function DocumentSideField({ id, legend, hint, cameraLabel, fileLabel, previewAlt, error, file, preparing, refused, onPick }: DocumentSideFieldProps) {
  const describedby = describedBy({ id, hint, error });
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    // The same file can be picked again after it was refused or replaced.
    event.target.value = '';
    if (picked) onPick(picked);
  };
  return (
    <FieldShell error={error} className="upload">
      <fieldset className="field__fieldset">
        <legend className="field__legend">{legend}</legend>
        <Hint id={id} hint={hint} />
        <ErrorMessage id={id} error={error} />
        <div className="upload__preview" aria-live="polite">
          {preparing ? (
            <p role="status">{preparing}</p>
          ) : file?.type === 'application/pdf' ? (
            <p className="upload__file">{file.name}</p>
          ) : file ? (
            <img className="upload__image" src={file.dataUrl} alt={previewAlt} />
          ) : null}
        </div>
        <p className="visually-hidden" aria-live="assertive">
          {refused ?? ''}
        </p>
        <div className="upload__actions">
          <label className="button button--secondary upload__button">
            <input
              className="visually-hidden"
              type="file"
              id={id}
              accept={ACCEPT}
              capture="environment"
              aria-invalid={error ? true : undefined}
              aria-describedby={describedby}
              onChange={pick}
            />
            {cameraLabel}
          </label>
          <label className="button button--secondary upload__button">
            <input
              className="visually-hidden"
              type="file"
              id={`${id}-file`}
              accept={ACCEPT}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId(id) : undefined}
              onChange={pick}
            />
            {fileLabel}
          </label>
        </div>
      </fieldset>
    </FieldShell>
  );
}
