import { Outlet, useRouterState } from '@tanstack/react-router';
import { PublicSiteFrame } from '@/modules/public-site/components/public-site-frame';

/** The shared frame of the public site (spec §2 "Public (shared layout)"). */
export function PublicLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <PublicSiteFrame pathname={pathname}>
      <Outlet />
    </PublicSiteFrame>
  );
}
