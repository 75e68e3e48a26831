import type { OneTimeTokenInfo } from '@portale/shared';
import { lazy, Suspense, useState } from 'react';
import { isWellFormedToken } from '../api/token-shape';
import { CheckingLinkCard } from '../components/checking-link-card';
import { InvalidLink } from '../components/invalid-link';

type Purpose = OneTimeTokenInfo['purpose'];

// The checked link's form (TanStack Query, the shared schema) loads only for a link of the right shape: a visit
// without one downloads neither (docs/benchmarks.md, "Public site").
const CheckedLinkForm = lazy(() =>
  import('../components/checked-link-form').then((module) => ({ default: module.CheckedLinkForm })),
);

export type SetPasswordPageProps = {
  /** The `token` search param of the link the person received. */
  token: string | undefined;
  /** Which page the link opened; the token's own purpose wins once known. */
  purpose: Purpose;
};

/**
 * /auth/activate and /auth/reset-password: choose a password through a one-time link, then log in. The route
 * loader checks the link before the page shows.
 */
export function SetPasswordPage({ token = '', purpose }: SetPasswordPageProps) {
  const [usedUp, setUsedUp] = useState<string | null>(null);

  if (!isWellFormedToken(token)) return <InvalidLink />;
  if (usedUp) return <InvalidLink message={usedUp} />;
  return (
    <Suspense fallback={<CheckingLinkCard purpose={purpose} />}>
      <CheckedLinkForm token={token} purpose={purpose} onUsedUp={setUsedUp} />
    </Suspense>
  );
}
