import { GoalSchema, TaskSchema, UserSchema } from '@pomoplan/domain';
import { describe, expect, it } from 'vitest';
import { parseStored, StoredDataError } from './firestore';

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
