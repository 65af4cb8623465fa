// No import circle anywhere in the repository: value, type-only and dynamic imports alike (a
// type-only circle still ties two modules into one, and a lazy import() of an importer brings
// the circle back at run time). `npm run lint` runs it; the layers are ESLint's (eslint.config.js).
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Two modules that import each other, directly or through others: cut the circle.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-ssr|lib|\\.emulators|\\.test-output)/' },
    // Type-only imports count as edges.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.d.ts'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
