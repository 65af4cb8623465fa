import { describe, expect, it } from 'vitest';
import { issuesOf, messagesOf } from '../testUtils';
import { ACTIVITY_ACTIONS, ActivityLogInputSchema, ActivityLogSchema } from './activityLog';

describe('ActivityLogSchema', () => {
  const timestamp = new Date('2026-04-01T12:00:00Z');

  it('knows the eight actions', () => {
    expect(ACTIVITY_ACTIONS).toEqual([
      'subscription_changed',
      'user_login',
      'task_created',
      'task_completed',
      'project_created',
      'payment_completed',
      'account_created',
      'profile_updated',
    ]);
    for (const action of ACTIVITY_ACTIONS) {
      expect(ActivityLogInputSchema.parse({ action, changedBy: 'system' }).action).toBe(action);
    }
    expect(
      messagesOf(ActivityLogInputSchema.safeParse({ action: 'hacked', changedBy: 'x' })),
    ).toEqual([`Action must be one of ${ACTIVITY_ACTIONS.join(', ')}`]);
  });

  it('reads an entry whose details are all optional', () => {
    const entry = ActivityLogSchema.parse({
      id: 'a1',
      action: 'subscription_changed',
      details: { newTier: 'pro', previousTier: 'free' },
      changedBy: 'admin@example.com',
      timestamp,
    });
    expect(entry.details).toEqual({ newTier: 'pro', previousTier: 'free' });
    expect(
      ActivityLogSchema.parse({ id: 'a2', action: 'user_login', changedBy: 'u1', timestamp })
        .details,
    ).toEqual({});
  });

  it('checks the details it is given', () => {
    expect(
      issuesOf(
        ActivityLogInputSchema.safeParse({
          action: 'subscription_changed',
          details: { newTier: 'gold' },
          changedBy: 'a',
        }),
      ),
    ).toEqual(['details.newTier: Subscription tier must be one of free, pro, master']);
    expect(
      ActivityLogInputSchema.parse({
        action: 'payment_completed',
        details: { amount: 30, taskName: undefined },
        changedBy: 'stripe',
      }).details,
    ).toEqual({ amount: 30 });
    expect(
      issuesOf(ActivityLogSchema.safeParse({ id: 'a3', action: 'user_login', changedBy: 'u1' })),
    ).toEqual(['timestamp: Timestamp is required']);
  });
});
