// users/{uid}: the User entity. Created only by the server (sign-in, demo accounts), together
// with its usage counter, in one transaction.
import {
  headerText,
  isHttpUrl,
  isValidTimeZone,
  isWellFormedText,
  newUserFields,
  textLength,
  USER_NAME_MAX,
  UserSchema,
  type NewUserProfile,
  type Tier,
  type User,
  type UserSettingsUpdate,
} from '@pomoplan/domain';
import { Timestamp, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { addActivity } from './activity';
import { InvalidInputError, issuesMessage } from './errors';
import {
  db,
  entityConverter,
  getEach,
  GRPC_NOT_FOUND,
  hasGrpcCode,
  serverTime,
  userDoc,
} from './firestore';
import { ensurePlansConfig } from './plans';
import { countsDoc, recount } from './usage';

export type { NewUserProfile };

const userConverter = entityConverter(UserSchema);

/**
 * 'Ada King Lovelace' -> Ada / King Lovelace; one word has no last name. The provider's name
 * is not refused for a control character (the account could never sign in): each run of them
 * separates words, like a space.
 */
export function splitDisplayName(displayName: string | null): {
  firstName: string | null;
  lastName: string | null;
} {
  const words = headerText(displayName ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const [first, ...rest] = words;
  return { firstName: first ?? null, lastName: rest.length > 0 ? rest.join(' ') : null };
}

/** At most USER_NAME_MAX characters, never cutting an emoji (a surrogate pair) in half. */
export function shortenName(name: string | null): string | null {
  if (name === null) return null;
  let short = name.trim();
  if (textLength(short) > USER_NAME_MAX) {
    short = short.slice(0, USER_NAME_MAX);
    if (!isWellFormedText(short)) short = short.slice(0, -1);
  }
  return short.trimEnd() || null;
}

/**
 * Names and photo come from the identity provider, which this app does not control: a name
 * too long for the profile is shortened and a photo that is not a plain http(s) URL is left
 * out, so that the sign-in never fails over them and nothing unreadable is stored.
 */
export function acceptableProfile(profile: NewUserProfile): NewUserProfile {
  return {
    email: profile.email,
    firstName: shortenName(profile.firstName),
    lastName: shortenName(profile.lastName),
    profileImageUrl: isHttpUrl(profile.profileImageUrl) ? profile.profileImageUrl : null,
    timeZone: knownZone(profile.timeZone),
    emailVerified: profile.emailVerified === true,
  };
}

/** A zone this runtime knows, or undefined: the stored one (or the default) then stays. */
function knownZone(timeZone: string | null | undefined): string | undefined {
  return timeZone && timeZone.length <= 64 && isValidTimeZone(timeZone) ? timeZone : undefined;
}

function newUserData(profile: NewUserProfile, tier: Tier): DocumentData {
  try {
    return {
      ...newUserFields(acceptableProfile(profile), tier),
      createdAt: serverTime(),
      updatedAt: serverTime(),
    };
  } catch (error) {
    if (error instanceof z.core.$ZodError) throw new InvalidInputError(issuesMessage(error));
    throw error;
  }
}

/**
 * Creates the user (with `fields` on top of the new-user fields) and its counter unless the
 * user exists. Answers null when it was created, else the stored user's data.
 */
async function createUserIn(
  tx: Transaction,
  uid: string,
  profile: NewUserProfile,
  tier: Tier,
  fields: DocumentData = {},
): Promise<DocumentData | null> {
  const [user, counts] = await getEach(tx, userDoc(uid), countsDoc(uid));
  if (user.exists) return user.data() ?? {};
  const data = { ...newUserData(profile, tier), ...fields };
  // A counter survives its user document only if someone deleted the user by hand; keep it then.
  const initialCounts = counts.exists ? null : await recount(tx, uid);
  tx.create(userDoc(uid), data);
  if (initialCounts) tx.create(countsDoc(uid), initialCounts);
  return null;
}

export async function findUser(uid: string): Promise<User | null> {
  const snapshot = await userDoc(uid).withConverter(userConverter).get();
  return snapshot.data() ?? null;
}

async function readUser(uid: string): Promise<User> {
  const user = await findUser(uid);
  if (!user) throw new Error(`users/${uid} vanished right after it was written`);
  return user;
}

/** The millisecond time of a stored Timestamp, or null for none (or anything else). */
function storedMillis(value: unknown): number | null {
  return value instanceof Timestamp ? value.toMillis() : null;
}

/**
 * POST /api/auth/firebase: creates the user on first sign-in and logs account_created, or
 * logs user_login, in the same transaction. The web app posts its token on every page load,
 * so only a session that began after the last recorded sign-in (`signedInAt`, the token's
 * auth_time) counts as a new sign-in.
 */
export async function signIn(
  uid: string,
  profile: NewUserProfile,
  signedInAt: Date,
): Promise<{ user: User; created: boolean }> {
  await ensurePlansConfig();
  const created = await db().runTransaction(async (tx) => {
    const lastSignInAt = Timestamp.fromDate(signedInAt);
    const stored = await createUserIn(tx, uid, profile, 'free', { lastSignInAt });
    if (stored === null) {
      addActivity(tx, uid, { action: 'account_created', details: {}, changedBy: uid });
      return true;
    }
    const previous = storedMillis(stored.lastSignInAt);
    const newSession = previous === null || signedInAt.getTime() > previous;
    // The zone follows the browser the user signs in from (travel, a new laptop). Only what
    // changed is written: every page load signs in, and a transaction that writes the user
    // waits for any other one that read it (another tab's sign-in, a payment); two such waits
    // on each other last until one gives up, and meanwhile no listener of the user is answered.
    const timeZone = knownZone(profile.timeZone);
    const changes: DocumentData = {
      ...(timeZone && timeZone !== stored.timeZone ? { timeZone } : {}),
      ...(newSession ? { lastSignInAt } : {}),
    };
    if (Object.keys(changes).length > 0) tx.update(userDoc(uid), changes);
    if (newSession) addActivity(tx, uid, { action: 'user_login', details: {}, changedBy: uid });
    return false;
  });
  return { user: await readUser(uid), created };
}

/** The demo accounts of the emulators: created with their tier if missing, else left alone. */
export async function ensureUser(uid: string, profile: NewUserProfile, tier: Tier): Promise<void> {
  await db().runTransaction(async (tx) => {
    await createUserIn(tx, uid, profile, tier);
  });
}

export async function updateUserSettings(
  uid: string,
  update: UserSettingsUpdate,
): Promise<User | null> {
  try {
    await userDoc(uid).update({ ...update, updatedAt: serverTime() });
  } catch (error) {
    if (hasGrpcCode(error, GRPC_NOT_FOUND)) return null;
    throw error;
  }
  return readUser(uid);
}
