// The hourly pruneExpired job, run the way `npm run job` and the local scheduler run it: the
// function is called as Cloud Scheduler calls it, and its report comes back on the console.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../api/support/admin';

const HOUR_MS = 3_600_000;

function runJob(name: string) {
  return promisify(execFile)(process.execPath, ['scripts/job.mjs', name], { timeout: 60_000 });
}

async function keyIds(uid: string): Promise<string[]> {
  const snapshot = await adminDb().collection(`users/${uid}/idempotencyKeys`).get();
  return snapshot.docs.map((doc) => doc.id).sort();
}

describe('pruneExpired', () => {
  it('deletes the expired idempotency keys of every user and keeps the others', async () => {
    const [alice, bob] = [randomUUID(), randomUUID()];
    const at = (offsetMs: number) => Timestamp.fromMillis(Date.now() + offsetMs);
    const seed: [string, string, number][] = [
      [alice, 'expired-a', -HOUR_MS],
      [alice, 'expired-b', -1_000],
      [alice, 'fresh', 24 * HOUR_MS],
      [bob, 'expired-c', -25 * HOUR_MS],
      [bob, 'fresh', HOUR_MS],
    ];
    await Promise.all(
      seed.map(([uid, id, offset]) =>
        adminDb()
          .doc(`users/${uid}/idempotencyKeys/${id}`)
          .set({ expiresAt: at(offset) }),
      ),
    );
    // A document outside the listed collection groups stays, however old its expiresAt.
    const other = adminDb().doc(`users/${alice}/notifications/old`);
    await other.set({ expiresAt: at(-HOUR_MS) });

    const { stdout } = await runJob('pruneExpired');

    expect(stdout).toMatch(
      /✔ pruneExpired finished in \d+ ms \(idempotencyKeys deleted: \d+, reminderSends deleted: \d+, exports deleted: \d+, exportChunks deleted: \d+, googleOAuthStates deleted: \d+, adminSignInFailures deleted: \d+\)/,
    );
    expect(Number(/idempotencyKeys deleted: (\d+)/.exec(stdout)?.[1])).toBeGreaterThanOrEqual(3);
    expect(await keyIds(alice)).toEqual(['fresh']);
    expect(await keyIds(bob)).toEqual(['fresh']);
    expect((await other.get()).exists).toBe(true);
  });

  it('deletes an export and its file once it has expired', async () => {
    const uid = randomUUID();
    const expired = adminDb().doc(`users/${uid}/exports/old`);
    const chunk = expired.collection('exportChunks').doc('0');
    const expiresAt = Timestamp.fromMillis(Date.now() - 1_000);
    await expired.set({ status: 'ready', expiresAt });
    await chunk.set({ data: '{}', expiresAt });

    await runJob('pruneExpired');

    expect((await expired.get()).exists).toBe(false);
    expect((await chunk.get()).exists).toBe(false);
  });

  it('deletes the Google sign-in round trips, spent or not, once they have expired', async () => {
    const [expired, fresh] = [randomUUID(), randomUUID()];
    await adminDb()
      .doc(`googleOAuthStates/${expired}`)
      .set({
        uid: expired,
        expiresAt: Timestamp.fromMillis(Date.now() - 1_000),
        result: 'connected',
      });
    await adminDb()
      .doc(`googleOAuthStates/${fresh}`)
      .set({ uid: fresh, expiresAt: Timestamp.fromMillis(Date.now() + HOUR_MS) });

    await runJob('pruneExpired');

    expect((await adminDb().doc(`googleOAuthStates/${expired}`).get()).exists).toBe(false);
    expect((await adminDb().doc(`googleOAuthStates/${fresh}`).get()).exists).toBe(true);
  });

  it("deletes an admin account's failed sign-ins a minute after their last use", async () => {
    const [expired, fresh] = [randomUUID(), randomUUID()];
    const record = (expiresAtMs: number) => ({
      failures: [expiresAtMs - 60_000],
      blockedUntil: 0,
      expiresAt: Timestamp.fromMillis(expiresAtMs),
    });
    await adminDb()
      .doc(`adminSignInFailures/${expired}`)
      .set(record(Date.now() - 1_000));
    await adminDb()
      .doc(`adminSignInFailures/${fresh}`)
      .set(record(Date.now() + 60_000));

    await runJob('pruneExpired');

    expect((await adminDb().doc(`adminSignInFailures/${expired}`).get()).exists).toBe(false);
    expect((await adminDb().doc(`adminSignInFailures/${fresh}`).get()).exists).toBe(true);
  });

  it('names the jobs when asked for one that does not exist', async () => {
    const failure = await runJob('noSuchJob').catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 2, stdout: expect.stringContaining('pruneExpired') });
  });
});
