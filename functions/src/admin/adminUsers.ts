// The admin's view of users: every user newest first with its counters, per-tier totals, and
// tier changes recorded in the user's activity log.
import {
  ADMINISTRATOR,
  LIVE_STATUSES,
  planLabel,
  TIERS,
  UsageCountsSchema,
  UserSchema,
  type AdminUser,
  type SubscriptionStatus,
  type Tier,
  type TierCounts,
  type UsageCounts,
  type User,
} from '@pomoplan/domain';
import { addActivity } from '../platform/activity';
import { ConflictError } from '../platform/errors';
import { db, entityConverter, runTransaction, serverTime, userDoc } from '../platform/firestore';
import { listPage, type Page, type PageRequest } from '../platform/paging';
import { tierOf } from '../plans/plans';
import { countsDoc } from '../plans/usage';
import { findUser } from '../users/users';

const userConverter = entityConverter(UserSchema);

const usersCollection = () => db().collection('users');

function countsOf(data: unknown): UsageCounts | null {
  const parsed = UsageCountsSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** Adds each user's counters, read in one round trip. */
async function withCounts(users: User[]): Promise<AdminUser[]> {
  if (users.length === 0) return [];
  const snapshots = await db().getAll(...users.map((user) => countsDoc(user.id)));
  return users.map((user, index) => ({ ...user, counts: countsOf(snapshots[index]?.data()) }));
}

/** Newest first, so a new sign-up is on the first page however many users there are. */
export async function listUsers(page: PageRequest): Promise<Page<AdminUser>> {
  const users = await listPage(usersCollection().withConverter(userConverter), page, 'desc');
  return { items: await withCounts(users.items), next: users.next };
}

export async function findAdminUser(uid: string): Promise<AdminUser | null> {
  const user = await findUser(uid);
  return user ? ((await withCounts([user]))[0] ?? null) : null;
}

/** Users per tier over the whole collection, counted by aggregation queries. */
export async function countUsersByTier(): Promise<TierCounts> {
  const [free = 0, pro = 0, master = 0] = await Promise.all(
    TIERS.map(async (tier) => {
      const snapshot = await usersCollection().where('subscriptionTier', '==', tier).count().get();
      return snapshot.data().count;
    }),
  );
  return { free, pro, master };
}

/** The ids of `uids` that name no user, in the order given. */
export async function missingUsers(uids: readonly string[]): Promise<string[]> {
  if (uids.length === 0) return [];
  const snapshots = await db().getAll(...uids.map((uid) => userDoc(uid)));
  return snapshots.filter((snapshot) => !snapshot.exists).map((snapshot) => snapshot.id);
}

/**
 * Sets a user's tier and logs 'subscription_changed' {newTier, previousTier} by the admin in
 * the same transaction; null when there is no such user.
 */
export async function changeTier(
  uid: string,
  tier: Tier,
  adminUid: string,
): Promise<AdminUser | null> {
  const changed = await runTransaction(async (tx) => {
    const user = await tx.get(userDoc(uid));
    if (!user.exists) return false;
    const previousTier = tierOf(user.data());
    const billing = user.get('billing') as { tier?: Tier; status?: SubscriptionStatus } | null;
    // A tier Stripe bills for is Stripe's to change: two truths would bill one plan and grant
    // another.
    if (billing?.status && LIVE_STATUSES.includes(billing.status) && tier !== previousTier) {
      throw new ConflictError(
        `Cancel the subscription first: this user pays for the ${planLabel(billing.tier ?? previousTier)} through Stripe (${billing.status}).`,
      );
    }
    // Recorded as a grant, so that the end of a subscription does not take it back.
    tx.update(userDoc(uid), {
      subscriptionTier: tier,
      tierSource: 'admin',
      updatedAt: serverTime(),
    });
    addActivity(tx, uid, {
      action: 'subscription_changed',
      details: { newTier: tier, previousTier },
      changedBy: ADMINISTRATOR,
      adminUid,
    });
    return true;
  });
  return changed ? findAdminUser(uid) : null;
}
