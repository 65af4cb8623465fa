// A fresh context started from the Auth session now and then never receives Firestore data: the
// Listen channel's streaming GET opens and stays silent, and a reload in the same context stays
// stuck too (6 times in about 70 cold loads while this suite was written). Such a load is
// recorded as a stall and redone in a new context, so that one stall neither aborts the
// benchmark nor hides in a median.

export interface Stall {
  label: string;
  at: string;
  detail: string;
}

export class StallError extends Error {}

export interface StallLog {
  loads: number;
  stalls: Stall[];
}

export const stallLog: StallLog = { loads: 0, stalls: [] };

/** Runs `work` (which builds its own context) again when it stalls, at most `attempts` times. */
export async function retryOnStall<T>(
  label: string,
  work: () => Promise<T>,
  attempts = 3,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof StallError)) throw error;
      stallLog.stalls.push({ label, at: new Date().toISOString(), detail: error.message });
      console.warn(`   stall in ${label} (attempt ${attempt}): ${error.message}`);
      if (attempt >= attempts) throw error;
    }
  }
}
