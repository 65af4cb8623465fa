// Seeds the running emulators with the demo accounts and the plans config. Idempotent: a
// second run resets the demo accounts to their seeded state.
import {
  DEFAULT_PLANS_CONFIG,
  DEFAULT_TIME_ZONE,
  newUserFields,
  nextWeeklyReportAt,
} from '@pomoplan/domain';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { DEMO_ACCOUNTS } from './accounts.mjs';
import { recomputeReports } from '../../functions/src/reports/recompute';
import { seedFocusHistory } from './focusHistory';
import { seedPlanning } from './planning';
import { seedProjects } from './projects';

if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  // Never seed a real project by accident.
  console.error(
    'Refusing to seed: FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must be set.',
  );
  process.exit(1);
}

const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-pomoplan' });
const auth = getAuth(app);
const db = getFirestore(app);

await db.doc('config/plans').set(DEFAULT_PLANS_CONFIG);

/**
 * The Master demo account works five pomodoros a day (the reports measure each day by it) and
 * gets the weekly report, due since this week's Monday morning: the first run of the
 * weeklyReport job (`npm run job -- weeklyReport`) sends last week's.
 */
function masterDemoFields(uid: string) {
  if (uid !== 'test-master-user') return {};
  const lastWeek = new Date(Date.now() - 7 * 24 * 3_600_000);
  return {
    dailyCapacity: 5,
    notifyWeeklyReport: true,
    nextWeeklyReportAt: Timestamp.fromDate(nextWeeklyReportAt(DEFAULT_TIME_ZONE, lastWeek)),
  };
}

const focusSeeded = new Map<string, number>();
for (const account of DEMO_ACCOUNTS) {
  await auth.deleteUser(account.uid).catch(() => undefined);
  await auth.createUser({
    uid: account.uid,
    email: account.email,
    password: account.password,
    displayName: `${account.firstName} ${account.lastName}`,
    emailVerified: true,
  });
  await auth.setCustomUserClaims(account.uid, account.admin ? { admin: true } : null);

  await db.recursiveDelete(db.doc(`users/${account.uid}`));
  const batch = db.batch();
  const profile = {
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    profileImageUrl: null,
    // Verified in Auth above: their reminders and digests reach the local mailbox.
    emailVerified: true,
  };
  batch.set(db.doc(`users/${account.uid}`), {
    ...newUserFields(profile, account.tier),
    ...masterDemoFields(account.uid),
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  const planning = seedPlanning(db, batch, account.uid);
  // With the tasks: a completed task's report record counts the pomodoros its tally holds.
  focusSeeded.set(account.uid, seedFocusHistory(db, batch, account.uid));
  // New users' zone: the app reports the browser's at the first sign-in.
  const work = seedProjects(db, batch, account.uid, DEFAULT_TIME_ZONE);
  batch.set(db.doc(`users/${account.uid}/usage/counts`), {
    projects: work.projects,
    goals: planning.goals,
    groups: planning.groups,
  });
  await batch.commit();
}

console.log(`Seeded ${DEMO_ACCOUNTS.length} demo accounts and config/plans.`);

// What the seed writes is created, not updated, so the report triggers count none of its
// completions: each account's months are counted as the recount job counts them.
for (const account of DEMO_ACCOUNTS) {
  const counted = await recomputeReports(account.uid);
  if (counted && focusSeeded.get(account.uid)) {
    console.log(
      `Reports of ${account.uid}: ${counted.sessions} focus sessions and ${counted.completions} completions counted.`,
    );
  }
}

// The demo accounts' first AI analysis, written by the real queue and worker (the nightly job
// writes the next ones), queued the way an admin queues it from the Integrations tab.
const admin = DEMO_ACCOUNTS.find((account) => account.admin);
if (admin) {
  const response = await fetch('http://127.0.0.1:5000/api/admin/analyze-todos', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-admin-email': admin.email,
      'x-admin-password': admin.password,
    },
    body: JSON.stringify({ userIds: DEMO_ACCOUNTS.map((account) => account.uid) }),
  });
  const answer = (await response.json()) as { message?: string };
  console.log(`AI analysis of the demo accounts: ${answer.message ?? response.status}`);
}
