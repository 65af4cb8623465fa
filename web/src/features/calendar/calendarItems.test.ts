import type { CalendarEvent, Project, Task } from '@pomoplan/domain';
import { describe, expect, it } from 'vitest';
import { calendarItems, FALLBACK_TASK_COLOR } from './calendarItems';

const at = new Date('2026-01-01T00:00:00Z');
const task = (id: string, title: string, dueDate: string | null, isCompleted = false): Task => ({
  id,
  title,
  description: null,
  projectId: 'p1',
  estimatedPomodoros: 1,
  pomodoroLength: 25,
  dueDate,
  reminderDateTime: null,
  reminderEnabled: false,
  reminderTimeZone: null,
  recurrenceRule: null,
  parentTaskId: null,
  isCompleted,
  createdAt: at,
  updatedAt: at,
});
const project: Project = {
  id: 'p1',
  name: 'Work',
  description: null,
  color: '#EF4444',
  createdAt: at,
  updatedAt: at,
};
const event = (id: string, title: string, source: 'task' | 'google'): CalendarEvent => ({
  id,
  title,
  start: '2026-11-05',
  end: '2026-11-05',
  time: null,
  source,
  projectId: null,
  completed: false,
});

describe('calendarItems', () => {
  it('tints own tasks with their project colour and keeps their completion', () => {
    const items = calendarItems(
      [task('a', 'Write', '2026-11-05', true)],
      new Map([['p1', project]]),
      [],
    );
    expect(items).toMatchObject([
      { kind: 'task', day: '2026-11-05', title: 'Write', completed: true, color: '#EF4444' },
    ]);
  });

  it('uses a neutral colour when the project is unknown and skips undated tasks', () => {
    const items = calendarItems(
      [task('a', 'A', '2026-11-05'), task('b', 'B', null)],
      new Map(),
      [],
    );
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ color: FALLBACK_TASK_COLOR });
  });

  it("adds external events but not the API's copies of own tasks", () => {
    const items = calendarItems([task('a', 'Own', '2026-11-05')], new Map([['p1', project]]), [
      event('a', 'Own', 'task'),
      event('g1', 'Dentist', 'google'),
    ]);
    expect(items.map((item) => [item.kind, item.title])).toEqual([
      ['task', 'Own'],
      ['external', 'Dentist'],
    ]);
  });

  it('orders open tasks, then completed tasks, then external events, each by title', () => {
    const items = calendarItems(
      [
        task('1', 'b done', '2026-11-05', true),
        task('2', 'z open', '2026-11-05'),
        task('3', 'a open', '2026-11-05'),
      ],
      new Map(),
      [event('g', 'Meeting', 'google')],
    );
    expect(items.map((item) => item.title)).toEqual(['a open', 'z open', 'b done', 'Meeting']);
  });

  it('shows a multi-day event on each of its days, its time on the first only', () => {
    const items = calendarItems([], new Map(), [
      { ...event('g', 'Conference', 'google'), end: '2026-11-07', time: '09:30' },
    ]);
    expect(items.map((item) => [item.day, item.kind === 'external' ? item.time : '?'])).toEqual([
      ['2026-11-06', null],
      ['2026-11-07', null],
      ['2026-11-05', '09:30'],
    ]);
  });

  it('orders external events of a day all-day first, then by time', () => {
    const items = calendarItems([], new Map(), [
      { ...event('late', 'A late', 'google'), time: '18:00' },
      { ...event('early', 'Z early', 'google'), time: '08:00' },
      event('allday', 'M holiday', 'google'),
    ]);
    expect(items.map((item) => item.title)).toEqual(['M holiday', 'Z early', 'A late']);
  });
});
