import { formAt } from '../../domain/journey';
import FormStepScreen from '../dynamic-form/form-step-screen';
import { useJourney } from '../flow/navigator-context';
import { useRoutePath } from '../flow/route-path';
import { DataPointStep } from './data-point-step';
import { REFERENCE_INFORMATION } from './data-point-steps';

/**
 * /reference-information (state 25): the classic flow's last page where the brand asks it; in the
 * dynamic flow, whose sequence has no such form, the reference questions sent with the lead.
 */
export default function Screen() {
  const route = useRoutePath();
  const journey = useJourney();
  return formAt(journey, route) ? <FormStepScreen /> : <DataPointStep definition={REFERENCE_INFORMATION} />;
}
