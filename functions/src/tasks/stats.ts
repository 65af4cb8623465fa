// GET /api/stats/dashboard: totals over the caller's tasks, overall and per project.
import {
  estimatedMinutes,
  todayIn,
  type DashboardStats,
  type Project,
  type TaskStats,
} from '@pomoplan/domain';
import { firstProjects } from '../projects/projects';
import { taskFigures, type TaskFigures } from './tasks';

/** Beyond these the numbers are partial and say so (`truncated`). */
export const STATS_MAX_TASKS = 10_000;
export const STATS_MAX_PROJECTS = 1_000;

function emptyStats(): TaskStats {
  return { totalTasks: 0, completedTasks: 0, overdueTasks: 0, estimatedMinutes: 0 };
}

function add(stats: TaskStats, task: TaskFigures, today: string): void {
  stats.totalTasks += 1;
  if (task.isCompleted) stats.completedTasks += 1;
  // yyyy-MM-dd strings compare in calendar order.
  else if (task.dueDate !== null && task.dueDate < today) stats.overdueTasks += 1;
  stats.estimatedMinutes += estimatedMinutes(task);
}

export function dashboardStats(
  tasks: readonly TaskFigures[],
  projects: readonly Project[],
  timeZone: string,
  today: string,
  truncated: boolean,
): DashboardStats {
  const total = emptyStats();
  const byProject = new Map(projects.map((project) => [project.id, emptyStats()]));
  for (const task of tasks) {
    add(total, task, today);
    const projectStats = byProject.get(task.projectId);
    if (projectStats) add(projectStats, task, today);
  }
  return {
    ...total,
    timeZone,
    today,
    projects: projects.map((project) => ({
      projectId: project.id,
      name: project.name,
      color: project.color,
      ...(byProject.get(project.id) ?? emptyStats()),
    })),
    truncated,
  };
}

export async function readDashboardStats(
  uid: string,
  timeZone: string,
  now: Date = new Date(),
): Promise<DashboardStats> {
  const [{ figures, truncated }, projects] = await Promise.all([
    taskFigures(uid, STATS_MAX_TASKS),
    firstProjects(uid, STATS_MAX_PROJECTS + 1),
  ]);
  return dashboardStats(
    figures,
    projects.slice(0, STATS_MAX_PROJECTS),
    timeZone,
    todayIn(timeZone, now),
    truncated || projects.length > STATS_MAX_PROJECTS,
  );
}
