import { z } from 'zod/mini';
import {
  blankToNullLines,
  calendarDay,
  documentId,
  hasSomeField,
  NOTHING_TO_UPDATE,
  nullableText,
  requiredLine,
  requiredText,
  storedTimestamps,
} from './common';

/** The goal palette, in the order the colour picker shows it. */
export const GOAL_COLORS = [
  { name: 'red', hex: '#EF4444' },
  { name: 'orange', hex: '#F97316' },
  { name: 'yellow', hex: '#EAB308' },
  { name: 'green', hex: '#22C55E' },
  { name: 'cyan', hex: '#06B6D4' },
  { name: 'blue', hex: '#3B82F6' },
  { name: 'purple', hex: '#8B5CF6' },
  { name: 'pink', hex: '#EC4899' },
  { name: 'gray', hex: '#6B7280' },
] as const;
export type GoalColorName = (typeof GOAL_COLORS)[number]['name'];
export type GoalColor = (typeof GOAL_COLORS)[number]['hex'];

export const GOAL_COLOR_HEXES = GOAL_COLORS.map((color) => color.hex) as [
  GoalColor,
  ...GoalColor[],
];
export const DEFAULT_GOAL_COLOR: GoalColor = '#3B82F6';

export const GOAL_NAME_MAX = 200;
export const GOAL_DESCRIPTION_MAX = 2000;

const colorMessage = `Goal color must be one of ${GOAL_COLOR_HEXES.join(', ')}`;
const name = requiredLine('Goal name', GOAL_NAME_MAX, 'Goal name is required');
const color = z.enum(GOAL_COLOR_HEXES, { error: colorMessage });
// Null (or, on create, absence) means "no group" / "no date"; on update null clears it.
const groupId = z.nullable(documentId('Group'));
const startDate = z.nullable(calendarDay('Start date'));
const endDate = z.nullable(calendarDay('End date'));

const END_BEFORE_START = {
  error: 'End date must not be before the start date',
  path: ['endDate'],
};

/** Checks the date order when both dates are known (an update may carry only one of them). */
function datesInOrder(goal: { startDate?: string | null; endDate?: string | null }): boolean {
  const { startDate: start, endDate: end } = goal;
  // Valid yyyy-MM-dd strings compare in calendar order.
  return start == null || end == null || end >= start;
}

export const GoalSchema = z
  .object({
    id: documentId('Goal id'),
    name: requiredText('Goal name', GOAL_NAME_MAX, 'Goal name is required'),
    description: z._default(nullableText('Goal description', GOAL_DESCRIPTION_MAX), null),
    color,
    groupId: z._default(groupId, null),
    startDate: z._default(startDate, null),
    endDate: z._default(endDate, null),
    ...storedTimestamps,
  })
  .check(z.refine(datesInOrder, END_BEFORE_START));
export type Goal = z.infer<typeof GoalSchema>;

const goalFields = {
  name,
  description: blankToNullLines('Goal description', GOAL_DESCRIPTION_MAX),
  color,
  groupId,
  startDate,
  endDate,
};

/** POST /api/goals. A blank description becomes null. */
export const GoalInputSchema = z
  .object({
    ...goalFields,
    description: z._default(goalFields.description, null),
    color: z._default(color, DEFAULT_GOAL_COLOR),
    groupId: z._default(groupId, null),
    startDate: z._default(startDate, null),
    endDate: z._default(endDate, null),
  })
  .check(z.refine(datesInOrder, END_BEFORE_START));
export type GoalInput = z.infer<typeof GoalInputSchema>;

/**
 * PUT /api/goals/{id}. The date order is checked here only when both dates are sent; the
 * writer checks the merged result (GoalSchema) against the stored goal.
 */
export const GoalUpdateSchema = z
  .partial(z.object(goalFields))
  .check(
    z.refine(hasSomeField, { error: NOTHING_TO_UPDATE }),
    z.refine(datesInOrder, END_BEFORE_START),
  );
export type GoalUpdate = z.infer<typeof GoalUpdateSchema>;

export function goalColorName(hex: string): GoalColorName | null {
  return GOAL_COLORS.find((color) => color.hex === hex.toUpperCase())?.name ?? null;
}
