import { Outlet } from '@tanstack/react-router';

/** The v3 dynamic flow's page (SPEC §2, §3): the steps render inside it. */
export default function DynamicApplicationPage() {
  return (
    <div className="application-page application-page--dynamic">
      <Outlet />
    </div>
  );
}
