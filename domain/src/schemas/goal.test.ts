import { describe, expect, it } from 'vitest';
import { issuesOf, messagesOf, STORED_AT } from '../testUtils';
import {
  GOAL_COLOR_HEXES,
  GOAL_COLORS,
  goalColorName,
  GoalInputSchema,
  GoalSchema,
  GoalUpdateSchema,
} from './goal';

describe('GOAL_COLORS', () => {
  it('lists the nine colours in the order of the palette', () => {
    expect(GOAL_COLORS).toEqual([
      { name: 'red', hex: '#EF4444' },
      { name: 'orange', hex: '#F97316' },
      { name: 'yellow', hex: '#EAB308' },
      { name: 'green', hex: '#22C55E' },
      { name: 'cyan', hex: '#06B6D4' },
      { name: 'blue', hex: '#3B82F6' },
      { name: 'purple', hex: '#8B5CF6' },
      { name: 'pink', hex: '#EC4899' },
      { name: 'gray', hex: '#6B7280' },
    ]);
    expect(GOAL_COLOR_HEXES).toHaveLength(9);
    expect(goalColorName('#ec4899')).toBe('pink');
    expect(goalColorName('#123456')).toBeNull();
  });
});

describe('GoalInputSchema', () => {
  it('applies the defaults', () => {
    expect(GoalInputSchema.parse({ name: ' Run a marathon ' })).toEqual({
      name: 'Run a marathon',
      description: null,
      color: '#3B82F6',
      groupId: null,
      startDate: null,
      endDate: null,
    });
  });

  it('says a goal name is required when it is blank or missing', () => {
    expect(messagesOf(GoalInputSchema.safeParse({ name: '   ' }))).toEqual([
      'Goal name is required',
    ]);
    expect(issuesOf(GoalInputSchema.safeParse({}))).toEqual(['name: Goal name is required']);
  });

  it('accepts each of the nine colours and refuses any other hex', () => {
    for (const { hex } of GOAL_COLORS) {
      expect(GoalInputSchema.parse({ name: 'g', color: hex }).color).toBe(hex);
    }
    expect(issuesOf(GoalInputSchema.safeParse({ name: 'g', color: '#123456' }))).toEqual([
      'color: Goal color must be one of #EF4444, #F97316, #EAB308, #22C55E, #06B6D4, #3B82F6, #8B5CF6, #EC4899, #6B7280',
    ]);
    expect(GoalInputSchema.safeParse({ name: 'g', color: 'red' }).success).toBe(false);
  });

  it('takes an optional group id and optional dates', () => {
    const goal = GoalInputSchema.parse({
      name: 'g',
      groupId: 'grp1',
      startDate: '2026-01-01',
      endDate: '2026-06-30',
    });
    expect(goal).toMatchObject({ groupId: 'grp1', startDate: '2026-01-01', endDate: '2026-06-30' });
    expect(GoalInputSchema.safeParse({ name: 'g', groupId: 7 }).success).toBe(false);
    expect(issuesOf(GoalInputSchema.safeParse({ name: 'g', startDate: '2026-02-30' }))).toEqual([
      'startDate: Start date must be a real calendar day in yyyy-MM-dd form',
    ]);
  });

  it('refuses an end date before the start date but allows the same day', () => {
    expect(
      issuesOf(
        GoalInputSchema.safeParse({ name: 'g', startDate: '2026-05-02', endDate: '2026-05-01' }),
      ),
    ).toEqual(['endDate: End date must not be before the start date']);
    expect(
      GoalInputSchema.safeParse({ name: 'g', startDate: '2026-05-02', endDate: '2026-05-02' })
        .success,
    ).toBe(true);
    expect(GoalInputSchema.safeParse({ name: 'g', endDate: '2020-01-01' }).success).toBe(true);
  });
});

describe('GoalUpdateSchema', () => {
  it('changes only what it is given and lets null clear the group', () => {
    expect(GoalUpdateSchema.parse({ groupId: null })).toEqual({ groupId: null });
    expect(GoalUpdateSchema.parse({ color: '#6B7280' })).toEqual({ color: '#6B7280' });
  });

  it('checks names, colours and the date order', () => {
    expect(messagesOf(GoalUpdateSchema.safeParse({ name: '' }))).toEqual(['Goal name is required']);
    expect(GoalUpdateSchema.safeParse({ color: '#000000' }).success).toBe(false);
    expect(
      messagesOf(GoalUpdateSchema.safeParse({ startDate: '2026-05-02', endDate: '2026-05-01' })),
    ).toEqual(['End date must not be before the start date']);
    expect(messagesOf(GoalUpdateSchema.safeParse({}))).toEqual([
      'Send at least one field to update',
    ]);
  });
});

describe('GoalSchema', () => {
  it('reads a stored goal without group or dates', () => {
    expect(GoalSchema.parse({ id: 'g1', name: 'Learn', color: '#22C55E', ...STORED_AT })).toEqual({
      ...STORED_AT,
      id: 'g1',
      name: 'Learn',
      description: null,
      color: '#22C55E',
      groupId: null,
      startDate: null,
      endDate: null,
    });
  });

  it('refuses a stored goal with dates out of order', () => {
    expect(
      GoalSchema.safeParse({
        id: 'g1',
        name: 'Learn',
        color: '#22C55E',
        startDate: '2026-02-01',
        endDate: '2026-01-31',
      }).success,
    ).toBe(false);
  });
});
