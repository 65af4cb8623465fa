import { isPaidTier } from '@pomoplan/domain';
import type { ReactNode } from 'react';
import { useUserDoc } from '../data/users';
import { UpgradeRequired } from '../features/billing/UpgradeRequired';
import { LoadingScreen } from '../ui/LoadingScreen';
import { PageHeader } from '../ui/PageHeader';

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
        <UpgradeRequired />
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
