// Stands in for the `re2js` package (vite.config.ts aliases it here). Firestore imports RE2JS
// only to evaluate the regex functions of its pipeline queries on the client; the app runs no
// pipeline queries, yet the real engine cost 150 kB of the signed-in first load. Should a
// pipeline ever evaluate a regex, the browser's own engine does it: RE2 syntax is, apart from
// a few classes, a subset of JavaScript's.

interface CompiledPattern {
  /** Whether the whole input matches. */
  matches(input: string): boolean;
  /** Whether the pattern matches somewhere in the input. */
  test(input: string): boolean;
}

export const RE2JS = {
  compile(pattern: string): CompiledPattern {
    const anywhere = new RegExp(pattern, 'u');
    const whole = new RegExp(`^(?:${pattern})$`, 'u');
    return {
      matches: (input) => whole.test(input),
      test: (input) => anywhere.test(input),
    };
  },
};
