import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { needsEmulators, planFor, SPECS_OF_FEATURE } from './changed.mjs';
import { ROOT } from './paths.mjs';

const suites = (files) => {
  const { rules, api, browser } = planFor(files);
  return { rules, api, browser };
};

describe('planFor', () => {
  it('runs everything for a change to the domain, the harness or the dependencies', () => {
    for (const file of ['domain/src/plans.ts', 'package-lock.json', 'scripts/lib/run.mjs']) {
      expect(suites([file])).toEqual({ rules: 'all', api: 'all', browser: 'all' });
    }
  });

  it('runs the rules suite for the rules and the web data layer, nothing else on the emulators', () => {
    expect(suites(['firestore.rules'])).toEqual({ rules: 'all', api: [], browser: [] });
    expect(suites(['web/src/data/todos.ts'])).toEqual({ rules: 'all', api: [], browser: 'all' });
  });

  it('runs the API suite for the functions and the stand-ins', () => {
    expect(suites(['functions/src/todos/todoRoutes.ts'])).toEqual({ rules: [], api: 'all', browser: [] });
    expect(suites(['standins/src/stripe.ts'])).toEqual({ rules: [], api: 'all', browser: [] });
  });

  it('runs the deploy checks for the functions, the data layer, the indexes and firebase.json', () => {
    for (const file of [
      'functions/src/reminders/sweepReminders.ts',
      'web/src/data/todos.ts',
      'firestore.indexes.json',
      'firebase.json',
    ]) {
      expect(planFor([file]).deploy, file).toBe(true);
    }
    expect(planFor(['web/src/features/goals/GoalsPage.tsx']).deploy).toBe(false);
    expect(planFor(['README.md']).notes).toContain('deploy: not run (nothing it covers changed)');
  });

  it("runs a changed test file alone, and a feature's specs", () => {
    expect(suites(['tests/api/todos.test.ts', 'web/src/features/goals/GoalsPage.tsx'])).toEqual({
      rules: [],
      api: ['tests/api/todos.test.ts'],
      browser: ['e2e/goals.spec.ts'],
    });
  });

  it('runs every spec for the shell, the UI kit or a feature no spec is named for', () => {
    expect(suites(['web/src/ui/Toast.tsx']).browser).toBe('all');
    expect(suites(['web/src/features/newthing/Page.tsx']).browser).toBe('all');
  });

  it('needs no emulators for a change the unit tests cover alone', () => {
    const plan = planFor(['README.md', 'web/src/features/calendar/calendarItems.test.ts']);
    expect(plan.rules).toEqual([]);
    expect(plan.api).toEqual([]);
    expect(plan.browser).toEqual(['e2e/calendar.spec.ts', 'e2e/googleCalendar.spec.ts']);
    expect(needsEmulators(planFor(['README.md']))).toBe(false);
    expect(planFor(['README.md']).notes).toContain('browser: not run (nothing it covers changed)');
  });

  it('names a spec that exists for every feature of the web app', () => {
    const features = fs
      .readdirSync(path.join(ROOT, 'web/src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(Object.keys(SPECS_OF_FEATURE).sort()).toEqual(features.sort());
    for (const spec of Object.values(SPECS_OF_FEATURE).flat()) {
      expect(fs.existsSync(path.join(ROOT, 'e2e', `${spec}.spec.ts`)), spec).toBe(true);
    }
  });
});
