import { GoalSchema, TaskSchema, UserSchema } from '@pomoplan/domain';
import { describe, expect, it } from 'vitest';
import { parseStored, retryClosedTransaction, StoredDataError } from './firestore';

const stamps = { createdAt: new Date('2026-01-01'), updatedAt: new Date('2026-01-01') };

describe('parseStored', () => {
  it('reads a field the schema refuses as its default', () => {
    const task = parseStored(TaskSchema, 't1', 'users/u/tasks/t1', {
      title: 'Pay rent',
      projectId: 'p1',
      dueDate: '2027-02-29',
      recurrenceRule: 'FREQ=DAILY;UNTIL=20270231T235959Z',
      ...stamps,
    });
    expect(task).toMatchObject({
      id: 't1',
      title: 'Pay rent',
      dueDate: null,
      recurrenceRule: null,
    });
  });

  it('repairs a user whose image URL has an impossible port', () => {
    const user = parseStored(UserSchema, 'u', 'users/u', {
      email: 'ada@example.com',
      profileImageUrl: 'https://x:99999/',
      ...stamps,
    });
    expect(user.profileImageUrl).toBeNull();
  });

  it('repairs dates out of order by dropping the end date the check names', () => {
    const goal = parseStored(GoalSchema, 'g', 'users/u/goals/g', {
      name: 'Run',
      color: '#EF4444',
      startDate: '2026-05-01',
      endDate: '2026-04-01',
      ...stamps,
    });
    expect(goal).toMatchObject({ startDate: '2026-05-01', endDate: null });
  });

  it('throws for a document without a readable required field', () => {
    expect(() =>
      parseStored(TaskSchema, 't1', 'users/u/tasks/t1', { title: ' ', projectId: 'p1', ...stamps }),
    ).toThrow(StoredDataError);
  });
});

describe('retryClosedTransaction', () => {
  const grpcError = (code: number, message: string) => Object.assign(new Error(message), { code });
  const closed = () => grpcError(3, '3 INVALID_ARGUMENT: Transaction is invalid or closed.');

  /** An attempt that fails with `failures` in turn, then answers 'committed'. */
  function attempts(failures: Error[]) {
    const made: number[] = [];
    const attempt = () => {
      made.push(made.length + 1);
      const failure = failures[made.length - 1];
      return failure ? Promise.reject(failure) : Promise.resolve('committed');
    };
    return { attempt, made };
  }

  it('begins a transaction again after the emulator closed it', async () => {
    const { attempt, made } = attempts([closed(), closed()]);
    await expect(retryClosedTransaction(attempt)).resolves.toBe('committed');
    expect(made).toEqual([1, 2, 3]);
  });

  it('gives up after two more tries, with the closed transaction for a 503', async () => {
    const { attempt, made } = attempts([closed(), closed(), closed()]);
    await expect(retryClosedTransaction(attempt)).rejects.toThrow('Transaction is invalid');
    expect(made).toEqual([1, 2, 3]);
  });

  it('does not repeat a transaction that failed otherwise', async () => {
    const invalid = grpcError(3, '3 INVALID_ARGUMENT: Value for argument "data" is not valid');
    const { attempt, made } = attempts([invalid]);
    await expect(retryClosedTransaction(attempt)).rejects.toBe(invalid);
    expect(made).toEqual([1]);
  });

  it('leaves ABORTED to the SDK, which retried it already', async () => {
    const aborted = grpcError(10, '10 ABORTED: Too much contention');
    const { attempt, made } = attempts([aborted]);
    await expect(retryClosedTransaction(attempt)).rejects.toBe(aborted);
    expect(made).toEqual([1]);
  });
});
