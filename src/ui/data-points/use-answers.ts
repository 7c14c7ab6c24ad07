import { useCallback } from 'react';
import { updateApplicationData, type ApplicationState } from '../../domain/journey/application-record';
import { updateData } from '../../domain/journey/dynamic-form';
import type { Lead, LeadUpdate } from '../../domain/lead/lead';
import { useApplicationState, useStores } from '../../core/application/use-stores';

const selectLead = (state: ApplicationState) => state.data;

/** The lead as the stores hold it now; a re-render on every answer. */
export function useLead(): Lead {
  return useApplicationState(selectLead);
}

/** A dotted data point as a lead update ('contactDetails.email' -> { contactDetails: { email } }). */
export function dataPointUpdate(dataPoint: string, value: unknown): LeadUpdate {
  const [head, field] = dataPoint.split('.');
  if (head === undefined) return {};
  return (field === undefined ? { [head]: value } : { [head]: { [field]: value } }) as LeadUpdate;
}

/**
 * Writes answers to the application store on every change (persisted to IndexedDB, so a reload
 * keeps every keystroke) and clears the server errors of each data point written (SPEC §4).
 */
export function useSetAnswers() {
  const { application, dynamicPages } = useStores();
  return useCallback(
    (answers: Record<string, unknown>, extra: LeadUpdate = {}) => {
      const points = Object.keys(answers);
      application.setState((state) =>
        updateApplicationData(
          points.reduce((next, point) => updateApplicationData(next, dataPointUpdate(point, answers[point])), state),
          extra,
        ),
      );
      dynamicPages.setState((pages) => points.reduce((next, point) => updateData(next, point), pages));
    },
    [application, dynamicPages],
  );
}
