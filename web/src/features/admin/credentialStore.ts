// The admin credentials in sessionStorage for one hour, so that a user detail
// page opened from the panel can call the API. The panel itself keeps them in memory only.
import { z } from 'zod/mini';
import type { AdminCredentials } from '../../api/admin';

const KEY = 'pomoplan.admin.session';
export const ADMIN_SESSION_MS = 60 * 60 * 1000;

const StoredSchema = z.object({
  email: z.string().check(z.minLength(1)),
  password: z.string().check(z.minLength(1)),
  savedAt: z.number(),
});

export function storeCredentials(credentials: AdminCredentials, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...credentials, savedAt: now }));
  } catch {
    // Storage may be full or disabled; the panel still works from memory.
  }
}

function readStored(): z.infer<typeof StoredSchema> | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const parsed = StoredSchema.safeParse(raw ? JSON.parse(raw) : null);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The stored credentials, or null when there are none or they are an hour old. */
export function storedCredentials(now = Date.now()): AdminCredentials | null {
  const stored = readStored();
  if (!stored) return null;
  const age = now - stored.savedAt;
  if (age < 0 || age >= ADMIN_SESSION_MS) {
    clearCredentials();
    return null;
  }
  return { email: stored.email, password: stored.password };
}

export function clearCredentials(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored then.
  }
}
