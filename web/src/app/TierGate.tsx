import { isPaidTier } from '@pomoplan/domain';
import { lazy, Suspense, type ReactNode } from 'react';
import { useUserDoc } from '../data/users';
import { LoadingScreen } from '../ui/LoadingScreen';
import { PageHeader } from '../ui/PageHeader';

// Only a free user who opens a paid page sees it: not part of the To Do page's first load.
const UpgradeRequired = lazy(() =>
  import('../features/billing/UpgradeRequired').then((module) => ({
    default: module.UpgradeRequired,
  })),
);

/**
 * Calendar and timeline need the pro tier (or master); a free user sees the upgrade notice.
 * While the user document loads, the page is already rendered, hidden: its own listeners start
 * alongside the user's instead of after it.
 */
export function TierGate({
  uid,
  title,
  children,
}: {
  uid: string;
  title: string;
  children: ReactNode;
}) {
  const user = useUserDoc(uid).data;
  if (user && !isPaidTier(user.subscriptionTier)) {
    return (
      <>
        <PageHeader title={title} />
        <Suspense fallback={null}>
          <UpgradeRequired />
        </Suspense>
      </>
    );
  }
  return (
    <>
      {!user && <LoadingScreen />}
      {/* One element either way, so the page is not mounted again once the tier is known. */}
      <div style={{ display: user ? 'contents' : 'none' }}>{children}</div>
    </>
  );
}
