import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { applyServerErrors, setCurrentForm, type DynamicPagesState } from '../../domain/dynamic-form';
import { formRoute, type FormPath } from '../../domain/form-config';
import type { ApiError } from '../../api/errors';
import { useStores } from '../application/use-stores';

/** Moves between the forms of the sequence, keeping `current` in step with the address. */
export function useGoToForm() {
  const navigate = useNavigate();
  const { dynamicPages } = useStores();
  return useCallback(
    (path: FormPath, options: { replace?: boolean } = {}) => {
      dynamicPages.setState((state) => setCurrentForm(state, path));
      void navigate({ to: formRoute(path), replace: options.replace });
    },
    [dynamicPages, navigate],
  );
}

/**
 * SPEC §4: a 422's field errors go to the forms that own them and the earliest errored form
 * becomes current. Answers the errored form, or null when no form of the sequence owns an error.
 */
export function useApplyServerErrors() {
  const { dynamicPages } = useStores();
  return useCallback(
    (error: ApiError): DynamicPagesState['erroredForm'] => {
      dynamicPages.setState((state) => {
        const next = applyServerErrors(state, error.fieldErrors);
        return next.erroredForm ? setCurrentForm(next, next.erroredForm) : next;
      });
      return dynamicPages.getState().erroredForm;
    },
    [dynamicPages],
  );
}

export { isFieldErrorAnswer } from './field-error-answer';
