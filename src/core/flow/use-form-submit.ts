import { useEffect, useRef, useState } from 'react';
import type { WriteName } from '../../api/writes';
import { continueAction, destinationAfterAnswer, formAt, type ContinueAction } from '../../domain/journey/journey';
import { toLeadPayload } from '../../domain/lead/lead-payload';
import { useStores } from '../application/use-stores';
import { loadWriteContractWhenIdle, useSubmissionControls } from '../submissions';
import { useNavigator } from './navigator-context';
import { useStepWrites } from './use-step-writes';
import { captchaToken } from './captcha-token';
import { yieldToMain } from '../runtime/yield-to-main';
import { useRuntime } from '../runtime/runtime-context';
import { useSlowWait } from '../runtime/slow-wait';

type LeadWriteNames = { create: Extract<WriteName, 'leadCreateV3' | 'leadCreateV2'>; update: Extract<WriteName, 'leadUpdateV3' | 'leadUpdateV2'> };

const NAMES: Record<'v3' | 'v2', LeadWriteNames> = {
  v3: { create: 'leadCreateV3', update: 'leadUpdateV3' },
  v2: { create: 'leadCreateV2', update: 'leadUpdateV2' },
};

/**
 * The one submit path of the form steps (v3 forms, v2 pages, a before-offer state's page): the
 * button is busy from the first press (a double click while the e-mail check runs is one press),
 * the step's checks run, then the journey engine says what Continue does and it is done: move to
 * the next form, or hand the lead create or update to the queue, which keys it. The navigator
 * applies the answer and moves the applicant.
 */
export function useFormSubmit(route: string) {
  const navigator = useNavigator();
  const { logger } = useRuntime();
  const { application } = useStores();
  const { submit: queue } = useSubmissionControls();
  const names = NAMES[navigator.journey().flow];
  const writes = useStepWrites(route, [names.create, names.update]);
  const pressed = useRef(false);
  const [checking, setChecking] = useState(false);
  const checkingSlow = useSlowWait(checking);
  /** Continue could not start what it does (the data points did not load, or something threw): said, with a retry, never a silent dead end. */
  const [pressFailed, setPressFailed] = useState(false);
  // Continue writes: its contract loads while the applicant reads the step, not when they press.
  useEffect(loadWriteContractWhenIdle, []);

  async function act(action: ContinueAction): Promise<void> {
    switch (action.kind) {
      case 'next':
        return navigator.goTo(action.to);
      case 'closed':
        return navigator.goTo(action.to, { replace: true });
      case 'loadSequence': {
        const loaded = await navigator.ensureSequence();
        setPressFailed(!loaded);
        const then = continueAction(navigator.journey(), route);
        if (loaded && then.kind !== 'loadSequence') return act(then);
        return;
      }
      case 'create': {
        const token = await captchaToken();
        const data = application.getState().data;
        const body = toLeadPayload(token ? { ...data, googleCaptchaToken: token } : data);
        const outcome = await queue({ name: names.create, input: { body }, origin: route });
        // Another tab made the lead meanwhile: this press goes on as if it had been made here.
        if (outcome === 'leadExists') return act(continueAction(navigator.journey(), route));
        return;
      }
      case 'update': {
        const state = application.getState();
        if (!state.id) return;
        await queue({ name: names.update, input: { body: { ...toLeadPayload(state.data), id: state.id } }, origin: route });
        return;
      }
      case 'call':
        return;
    }
  }

  /** Runs `check` (validation, the e-mail call) and, when it passes, what Continue does now. */
  const submit = async (check: () => boolean | Promise<boolean>) => {
    if (pressed.current || writes.busy) return;
    pressed.current = true;
    setChecking(true);
    try {
      if (!(await check())) return;
      // The press's own answer (the busy button) paints before what Continue does (the next step, a
      // call): on a slow phone two shorter tasks instead of one long one (DESIGN.md §7).
      await yieldToMain();
      setPressFailed(false);
      await act(continueAction(navigator.journey(), route));
    } catch (error) {
      // A browser API that refuses (Web Locks in a blocked frame threw here) must not leave the applicant stuck.
      logger.error('Continue failed before its write was queued', { route, error: error instanceof Error ? error.name : typeof error });
      setPressFailed(true);
    } finally {
      pressed.current = false;
      setChecking(false);
    }
  };

  // The server took the answers and the applicant is still here: it wants something more on this page (v3: another
  // data point; v2: this page again), or the next steps could not be loaded (the data points call failed), which is
  // not the applicant's to fix: Continue again loads them.
  const journey = navigator.journey();
  const stayed = writes.status === 'sent' && formAt(journey, route) !== undefined && destinationAfterAnswer(journey, route, journey.state) === null;
  const nextStepsMissing = stayed && continueAction(journey, route).kind === 'loadSequence';
  const incomplete = stayed && !nextStepsMissing;

  return {
    submit,
    busy: checking || writes.busy,
    /** The press's checks (the e-mail call, the next steps' load) have run long enough to be said in words. */
    checkingSlow,
    status: writes.status,
    retry: writes.retry,
    error: writes.error,
    incomplete,
    pressFailed: pressFailed || nextStepsMissing,
  };
}
