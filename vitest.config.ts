import { defineConfig } from 'vitest/config';

// Two projects: `unit` runs anywhere in milliseconds; `emulator` needs the emulator suite
// (started once by scripts/test.mjs through `firebase emulators:exec`).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'domain/src/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'web/src/**/*.test.ts',
            'standins/src/**/*.test.ts',
            'scripts/**/*.test.mjs',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'emulator',
          include: ['tests/**/*.test.ts'],
          environment: 'node',
          // Rules and API suites share one emulator; files run one after another so that
          // clearing data in one suite never races another.
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
          // Saves the security rules' coverage report once every suite has run.
          globalSetup: ['tests/support/rulesCoverage.ts'],
        },
      },
    ],
  },
});
