import type { Project } from '@pomoplan/domain';
import { describe, expect, it } from 'vitest';
import { dashboardStats } from './stats';
import type { TaskFigures } from './tasks';

const at = new Date('2026-01-01T00:00:00Z');
const project = (id: string, name: string): Project => ({
  id,
  name,
  description: null,
  color: '#3B82F6',
  createdAt: at,
  updatedAt: at,
});
const task = (fields: Partial<TaskFigures>): TaskFigures => ({
  projectId: 'p1',
  isCompleted: false,
  dueDate: null,
  estimatedPomodoros: 1,
  pomodoroLength: 25,
  ...fields,
});

describe('dashboardStats', () => {
  it('counts totals, completed, overdue (open and due before today) and minutes', () => {
    const stats = dashboardStats(
      [
        task({ dueDate: '2026-05-09' }),
        task({ dueDate: '2026-05-09', isCompleted: true }),
        task({ dueDate: '2026-05-10', estimatedPomodoros: 2 }),
        task({ projectId: 'p2', pomodoroLength: 50 }),
        task({ projectId: 'gone' }),
      ],
      [project('p1', 'One'), project('p2', 'Two'), project('p3', 'Empty')],
      'UTC',
      '2026-05-10',
      false,
    );
    expect(stats).toMatchObject({
      totalTasks: 5,
      completedTasks: 1,
      overdueTasks: 1,
      estimatedMinutes: 25 + 25 + 50 + 50 + 25,
      today: '2026-05-10',
      truncated: false,
    });
    expect(stats.projects).toEqual([
      {
        projectId: 'p1',
        name: 'One',
        color: '#3B82F6',
        totalTasks: 3,
        completedTasks: 1,
        overdueTasks: 1,
        estimatedMinutes: 100,
      },
      {
        projectId: 'p2',
        name: 'Two',
        color: '#3B82F6',
        totalTasks: 1,
        completedTasks: 0,
        overdueTasks: 0,
        estimatedMinutes: 50,
      },
      {
        projectId: 'p3',
        name: 'Empty',
        color: '#3B82F6',
        totalTasks: 0,
        completedTasks: 0,
        overdueTasks: 0,
        estimatedMinutes: 0,
      },
    ]);
  });
});
