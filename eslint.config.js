import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = 'web/src/features';

// The web app's features in layers: a feature imports features of earlier layers only, and
// only through their index.ts, so no two features ever depend on each other. A new feature
// folder must be given a layer here.
const featureLayers = [
  // First: the rows of tasks and todos carry its Start focus and its 'f' key marks.
  ['focus'],
  ['auth', 'billing', 'notifications', 'tasks', 'todo'],
  ['admin', 'goals', 'landing', 'projects', 'reports', 'settings'],
  ['calendar', 'quickAdd', 'timeline'],
];

function featureBoundaries() {
  const layerOf = new Map(featureLayers.flatMap((names, layer) => names.map((n) => [n, layer])));
  const folders = readdirSync(FEATURES, { withFileTypes: true }).filter((e) => e.isDirectory());
  const unplaced = folders.map((e) => e.name).filter((name) => !layerOf.has(name));
  if (unplaced.length > 0) {
    throw new Error(`eslint.config.js: give ${unplaced.join(', ')} a place in featureLayers`);
  }
  const zones = [...layerOf].flatMap(([feature, layer]) =>
    [...layerOf]
      .filter(([other]) => other !== feature)
      .map(([other, otherLayer]) =>
        otherLayer < layer
          ? {
              target: `${FEATURES}/${feature}`,
              from: `${FEATURES}/${other}`,
              except: ['./index.ts'],
              message: `Import '${other}' through its index.ts.`,
            }
          : {
              target: `${FEATURES}/${feature}`,
              from: `${FEATURES}/${other}`,
              message: `'${feature}' may not import '${other}': it is not in an earlier layer (featureLayers in eslint.config.js).`,
            },
      ),
  );
  // The floors below the features never reach up: app/ wires everything and nothing imports
  // it; platform/ (session, Firebase, offline) stands on data/ and api/, which stand on ui/.
  const floors = [
    ['web/src/app', 'wires the app: nothing below it imports it'],
    [FEATURES, 'is above platform, data, api and ui'],
    ['web/src/platform', 'is above data, api and ui'],
    ['web/src/data', 'is above api and ui'],
    ['web/src/api', 'is above ui'],
  ];
  const below = ['web/src/platform', 'web/src/data', 'web/src/api', 'web/src/ui'];
  floors.forEach(([floor, why], index) => {
    const lower = index === 0 ? [FEATURES, ...below, 'web/src/moduleStandIns'] : below.slice(index);
    for (const target of lower) {
      zones.push({ target, from: floor, message: `${target} may not import ${floor}: it ${why}.` });
    }
  });
  return zones;
}

const FUNCTIONS = 'functions/src';

/**
 * The functions by feature: platform/ (the shared plumbing) imports no feature, and no feature
 * imports api/ (the app built from every feature's routes) or index.ts (the declarations).
 */
function functionsFloors() {
  const folders = readdirSync(FUNCTIONS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'platform' && entry.name !== 'api')
    .map((entry) => `${FUNCTIONS}/${entry.name}`);
  return [
    ...folders.map((from) => ({
      target: `${FUNCTIONS}/platform`,
      from,
      message: `platform/ is the ground floor: it may not import ${from}.`,
    })),
    {
      target: [`${FUNCTIONS}/platform`, ...folders],
      from: [`${FUNCTIONS}/api`, `${FUNCTIONS}/index.ts`],
      message:
        'Only index.ts declares the functions and only api/ lists the routes: import neither.',
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'functions/lib/**',
      '.emulators/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      '.test-output/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'web/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: featureBoundaries() }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'functions/tsconfig.json' }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: functionsFloors() }],
    },
  },
  {
    // The bench's tools (probes, seeding, sessions) are what its benchmarks stand on.
    files: ['bench/tools/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'tsconfig.tests.json' }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: 'bench/tools',
              from: 'bench/suite',
              message:
                'bench/tools is what the benchmarks stand on: it may not import bench/suite.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['standins/browser/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['web/public/**/*.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: [
      'scripts/**/*.{js,mjs}',
      'web/scripts/**/*.mjs',
      'functions/build.mjs',
      '*.config.{js,ts}',
      '.dependency-cruiser.cjs',
    ],
    languageOptions: { globals: globals.node },
  },
);
