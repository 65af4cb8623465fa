const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `call`, at most `attempts` times in all. After a failure, `delayMs` says how long to
 * wait before the next attempt, or null when the failure is final (then it is thrown, as is
 * the last attempt's).
 */
export async function withRetries<T>(
  call: () => Promise<T>,
  attempts: number,
  delayMs: (error: unknown, attempt: number) => number | null,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      const delay = attempt < attempts ? delayMs(error, attempt) : null;
      if (delay === null) throw error;
      await wait(delay);
    }
  }
}
