// How much of each measurement the benchmark runs: the full sizes the budgets are set for, and
// tiny ones for working on the suite itself.
import { COLD_LOADS } from './budgets';

export interface BenchSizes {
  pageLoadRuns: number;
  lighthouseRuns: number;
  liveSyncSamples: number;
  checkboxSamples: number;
  /** Cold loads of the heavy To Do page in a row, counted for stalls. */
  coldLoads: number;
  heavyOpenTodos: number;
  heavyCompletedTodos: number;
  heavyTasks: number;
  heavyProjects: number;
  /** Focus sessions of the heavy user's year, for the reports page. */
  heavyFocusSessions: number;
  apiRequests: number;
  apiUsers: number;
}

export const FULL_SIZES: BenchSizes = {
  pageLoadRuns: 3,
  lighthouseRuns: 3,
  liveSyncSamples: 50,
  checkboxSamples: 5,
  coldLoads: COLD_LOADS.loads,
  heavyOpenTodos: 300,
  heavyCompletedTodos: 1700,
  heavyTasks: 5000,
  heavyProjects: 5,
  heavyFocusSessions: 3000,
  apiRequests: 500,
  apiUsers: 20,
};

/** BENCH_QUICK=1: the same measurements with tiny sizes, for working on the suite itself. */
export const QUICK_SIZES: BenchSizes = {
  pageLoadRuns: 1,
  lighthouseRuns: 1,
  liveSyncSamples: 5,
  checkboxSamples: 2,
  coldLoads: 5,
  heavyOpenTodos: 30,
  heavyCompletedTodos: 70,
  heavyTasks: 200,
  heavyProjects: 2,
  heavyFocusSessions: 150,
  apiRequests: 40,
  apiUsers: 4,
};
