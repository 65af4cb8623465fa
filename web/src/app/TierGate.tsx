import { isPaidTier } from '@pomoplan/domain';
import type { ReactNode } from 'react';
import { useUserDoc } from '../data/users';
import { UpgradeRequired } from '../features/upgrade/UpgradeRequired';
import { LoadingScreen } from '../ui/LoadingScreen';
import { PageHeader } from './shell/PageHeader';

/** Calendar and timeline need the pro tier (or master); a free user sees the upgrade notice. */
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
  if (!user) return <LoadingScreen />;
  if (isPaidTier(user.subscriptionTier)) return children;
  return (
    <>
      <PageHeader title={title} />
      <UpgradeRequired />
    </>
  );
}
