// The shape of bench/results/report.json: every figure with the runs it is the median of.
import type { LoadResult } from '../tools/apiLoad';
import type { BenchSizes } from './sizes';
import type { FirstLoadJs } from '../tools/firstLoadJs';
import type { DocumentsRead } from '../tools/firestoreReads';
import type { LighthouseRun } from '../tools/lighthouse';
import type { MachineSpeed } from '../tools/machineSpeed';
import type { CheckboxTiming } from '../tools/pageProbes';
import type { FocusYear } from '../tools/seedFocusYear';
import type { HeavySeed } from '../tools/seedHeavy';
import type { StallLog } from '../tools/stalls';
import type { ChunkContents } from '../tools/sourcemap';
import type { Distribution } from '../tools/stats';

export interface PageJs {
  label: string;
  /** The gzip budget of this page's first-load JS, if it has one. */
  budgetGzip?: number;
  /** The run with the median gzip total. */
  median: FirstLoadJs;
  gzipRuns: number[];
  largestChunk: ChunkContents;
}

export interface LighthousePage {
  label: string;
  /** The lowest performance score the page may have. */
  budget: number;
  url: string;
  runs: LighthouseRun[];
  median: Omit<LighthouseRun, 'finalUrl' | 'lcpElement'>;
}

export interface LiveSyncVariant {
  label: string;
  samplesMs: number[];
  latencyMs: Distribution;
  /** The writer's own screen, compared with the own-echo floor instead of the other page's. */
  own?: boolean;
  /** The floor with the app's cache over the same path, which this row must stay within 2× of. */
  floor?: LiveSyncPath;
}

/** Two tabs of one context (one shared cache) or two contexts (two devices). */
export type LiveSyncPath = 'tabs' | 'contexts';

export interface RenderRun {
  /** The page's h1 painted: the app shell and route chunk are there, data may not be. */
  shellMs: number | null;
  /** The first row / event painted. */
  itemMs: number;
  /** POST /api/auth/firebase answered (the app waits for the backend user). */
  authApiMs: number | null;
}

/**
 * The To Do returning-user row's floor (bench/suite/sections/warmFloor.ts): ms from navigation start
 * until the bare SDK had both todo lists, per run, on the second visit and the returning load.
 */
export interface WarmFloor {
  warm: number[];
  warmMs: number;
  returning: number[];
  returningMs: number;
}

export interface ScalePage {
  label: string;
  path: string;
  /** Fresh context, Auth session only: empty HTTP and Firestore caches (a new device). */
  cold: RenderRun[];
  coldMs: number;
  /**
   * The same context loading the page again: warm HTTP and Firestore caches, but Chrome compiles
   * the scripts again (V8 keeps compiled code only for a script it has run twice).
   */
  warm: RenderRun[];
  warmMs: number;
  /** A third load: what a returning user meets, the compiled code kept as well. */
  returning: RenderRun[];
  returningMs: number;
  jsHeapRunsBytes: number[];
  jsHeapBytes: number;
  /** DOM elements of the kind the first render waits for, after load (shows windowing). */
  renderedItems: number;
}

export interface ReadsPage {
  label: string;
  path: string;
  read: DocumentsRead;
  /** What the page's queries can return for this user, counted with firebase-admin. */
  expectedFromQueries: Record<string, number>;
  apiCalls: string[];
}

/** The reports page of a heavy year (bench/suite/sections/reports.ts). */
export interface ReportsBench {
  year: FocusYear;
  page: ScalePage;
  /** GET /api/reports of the page's first request, answered to a caller with no page. */
  apiFloorRuns: number[];
  apiFloorMs: number;
  reads: {
    /** What the page's listeners (the shell's, the filters' lists) read. */
    listeners: DocumentsRead;
    /** What the report's API calls read: month documents, the user, the plans, dated goals. */
    report: number;
    apiCalls: string[];
  };
}

/** A focus timer press: shown on the other device, and the press's own answer on its page. */
export interface FocusSyncVariant {
  label: string;
  samplesMs: number[];
  latencyMs: Distribution;
  answerMs: Distribution;
}

export interface BenchResults {
  meta: {
    startedAt: string;
    finishedAt: string;
    durationS: number;
    quick: boolean;
    sizes: BenchSizes;
    node: string;
    chromium: string;
    cpus: number;
    cpuModel: string;
    memoryGb: number;
    commit: string;
    rateLimitPerMinute: number;
    /** The machine's speed at the start and at the end of the run (older runs lack it). */
    machineSpeed?: { start: MachineSpeed; end?: MachineSpeed };
  };
  firstLoadJs?: PageJs[];
  lighthouse?: LighthousePage[];
  liveSync?: LiveSyncVariant[];
  /** Two pages with the bare Firebase SDK, same user, same write and query, same run. */
  liveSyncFloor?: LiveSyncVariant;
  /** The same in two contexts, with the app's persistent multi-tab cache. */
  liveSyncCacheFloor?: LiveSyncVariant;
  /** The same in two tabs of one context, sharing the app's persistent multi-tab cache. */
  liveSyncTabFloor?: LiveSyncVariant;
  /** The writer's own listener in the floors with the app's cache. */
  liveSyncOwnFloor?: LiveSyncVariant;
  /** A press of the focus timer on one device, shown on another. */
  focusSync?: FocusSyncVariant[];
  heavySeed?: HeavySeed;
  scale?: {
    pages: ScalePage[];
    checkboxSamples: CheckboxTiming[];
    checkboxDoneMs: Distribution;
    checkboxFeedbackMs: Distribution;
  };
  reads?: ReadsPage[];
  reports?: ReportsBench;
  api?: LoadResult[];
  coldLoads?: ColdLoads;
  warmFloor?: WarmFloor;
  coldLoadsFloor?: ColdLoadsFloor[];
  /** Page loads that never got their Firestore data (see core/stalls.ts) and all loads watched. */
  stalls?: StallLog;
  errors: Record<string, string>;
}

/** The bare SDK's cold loads of the same user: how many heard nothing from the server. */
export interface ColdLoadsFloor {
  /** The app's persistent multi-tab cache, the SDK's default memory cache, or that cache with
   * a long-polling Listen channel. */
  cache: 'persistent' | 'memory' | 'long-polling';
  loads: number;
  /** Loads whose open todos had no server answer within 8 s (the app reopens then). */
  silent: number;
  /** Loads whose open todos had no server answer within 20 s. */
  stalled: number;
  /** From the listen to the open todos' first server answer, of those that came. */
  firstAnswerMs: Distribution | null;
  /**
   * Of each load with no answer in 20 s, the number of the first array its first Listen back
   * channel carried: above 1 when the arrays before it (the targets' ADDs among them) were lost;
   * null when the channel carried none.
   */
  stalledFirstArrays: (number | null)[];
  /** Loads that were answered although their first back channel began after array 1. */
  answeredAfterLoss: number;
}

/** Cold loads of the heavy To Do page in a row: how many never showed a row within 20 s. */
export interface ColdLoads {
  loads: number;
  stalled: number;
  /** Loads whose page reopened a silent Listen channel (web/src/data/sync/silentChannel.ts). */
  reopened: number;
  /** From navigation start to the first animation frame after the first row, of those that came. */
  firstRowMs: Distribution | null;
}
