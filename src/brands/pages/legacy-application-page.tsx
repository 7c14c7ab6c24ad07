import { Outlet } from '@tanstack/react-router';

/** The legacy flow's page (loan-information first, SPEC §2): the steps render inside it. */
export default function LegacyApplicationPage() {
  return (
    <div className="application-page application-page--legacy">
      <Outlet />
    </div>
  );
}
