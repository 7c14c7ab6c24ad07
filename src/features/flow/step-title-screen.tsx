import { useTranslation } from 'react-i18next';

/**
 * A step whose screen has not been built yet shows its translated title in the layout, and
 * nothing that pretends to be more.
 */
export function StepTitleScreen({ step }: { step: string }) {
  const { t } = useTranslation();
  return (
    <section className="step" aria-labelledby="step-title">
      <h1 id="step-title" className="step__title" tabIndex={-1}>
        {t(`steps>${step}>title`)}
      </h1>
    </section>
  );
}

/** TEMPORARY while the after-offer screens are built: the route's own name as its title. */
export default function RouteTitleScreen() {
  return <StepTitleScreen step={window.location.pathname.split('/').pop() ?? 'index'} />;
}
