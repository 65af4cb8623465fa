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
import {
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { z } from 'zod';
import { addActivity } from '../platform/activity';
import { InvalidInputError, issuesMessage } from '../platform/errors';
import {
  db,
  entityConverter,
  getEach,
  GRPC_FAILED_PRECONDITION,
  GRPC_NOT_FOUND,
  hasGrpcCode,
  runTransaction,
  serverTime,
  userDoc,
} from '../platform/firestore';
import { ensurePlansConfig } from '../plans/plans';
import { countsDoc, recount } from '../plans/usage';

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

/** How often a known user's sign-in reads again after another write changed the user. */
const SIGN_IN_ATTEMPTS = 5;

/**
 * POST /api/auth/firebase: creates the user on first sign-in and logs account_created, or
 * logs user_login. The web app posts its token on every page load, so only a session that
 * began after the last recorded sign-in (`signedInAt`, the token's auth_time) counts as a new
 * sign-in.
 *
 * A known user is read and written without a transaction. Sign-ins of one user overlap (a
 * reload, two tabs) and meet the app's own writes to the user's documents, whose rules read
 * the user; a transaction's read holds the user document until it commits, a commit waiting
 * for such a hold waits up to the emulator's lock timeout (20 s on a busy machine), and all
 * that while the emulator answers no listener of the user. A page load usually writes
 * nothing; a new session or zone is written only if the user is unchanged since it was read,
 * and read again otherwise.
 */
export async function signIn(
  uid: string,
  profile: NewUserProfile,
  signedInAt: Date,
): Promise<{ user: User; created: boolean }> {
  await ensurePlansConfig();
  const lastSignInAt = Timestamp.fromDate(signedInAt);
  for (let attempt = 1; ; attempt += 1) {
    const stored = await userDoc(uid).get();
    if (!stored.exists) {
      if (await createOnFirstSignIn(uid, profile, lastSignInAt)) {
        return { user: await readUser(uid), created: true };
      }
      continue;
    }
    try {
      await recordKnownSignIn(uid, stored, profile, signedInAt);
      return { user: await readUser(uid), created: false };
    } catch (error) {
      if (!hasGrpcCode(error, GRPC_FAILED_PRECONDITION) || attempt >= SIGN_IN_ATTEMPTS) throw error;
    }
  }
}

/** Creates the user and logs account_created; false when another sign-in created it first. */
async function createOnFirstSignIn(
  uid: string,
  profile: NewUserProfile,
  lastSignInAt: Timestamp,
): Promise<boolean> {
  return runTransaction(async (tx) => {
    const stored = await createUserIn(tx, uid, profile, 'free', { lastSignInAt });
    if (stored !== null) return false;
    addActivity(tx, uid, { action: 'account_created', details: {}, changedBy: uid });
    return true;
  });
}

/**
 * Writes a new session (and logs user_login) or a new zone, if any, on the condition that the
 * user is as `stored` read it: FAILED_PRECONDITION otherwise.
 */
async function recordKnownSignIn(
  uid: string,
  stored: DocumentSnapshot,
  profile: NewUserProfile,
  signedInAt: Date,
): Promise<void> {
  const previous = storedMillis(stored.get('lastSignInAt'));
  const newSession = previous === null || signedInAt.getTime() > previous;
  // The zone follows the browser the user signs in from (travel, a new laptop).
  const timeZone = knownZone(profile.timeZone);
  const changes: DocumentData = {
    ...(timeZone && timeZone !== stored.get('timeZone') ? { timeZone } : {}),
    ...(newSession ? { lastSignInAt: Timestamp.fromDate(signedInAt) } : {}),
  };
  if (Object.keys(changes).length === 0) return;
  const batch = db().batch();
  batch.update(userDoc(uid), changes, { lastUpdateTime: stored.updateTime });
  if (newSession) addActivity(batch, uid, { action: 'user_login', details: {}, changedBy: uid });
  await batch.commit();
}

/** The demo accounts of the emulators: created with their tier if missing, else left alone. */
export async function ensureUser(uid: string, profile: NewUserProfile, tier: Tier): Promise<void> {
  await runTransaction(async (tx) => {
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
