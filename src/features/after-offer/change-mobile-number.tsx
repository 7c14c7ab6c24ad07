import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDetour } from '../../core/flow/navigator-context';
import { useRoutePath } from '../../core/flow/route-path';
import type { WriteName } from '../../api/writes';
import { DataPointStep, type DataPointStepDefinition } from './data-point-step';

/**
 * Change mobile number (state 15, or a detour from SMS verification): PUT /v2/customer/mobile
 * replaces the number and sends a code to it; the server's answer (state 7) takes the applicant back
 * to the verification step, which then says where the new code went. The applicant may go back
 * without changing anything.
 */
export default function ChangeMobileNumberScreen({ step }: { step: DataPointStepDefinition<WriteName> }) {
  const { t } = useTranslation('steps');
  const back = useDetour(useRoutePath());
  return (
    <DataPointStep
      definition={step}
      after={
        back && (
          <p>
            <Link to={back} className="link">
              {t('changeMobileNumber>keep')}
            </Link>
          </p>
        )
      }
    />
  );
}
