// Firestore 12.19 carries its pipeline engine (stages, expressions and their local evaluation,
// about 35 kB minified) inside the same module as the query engine, which asks at every turn
// whether a query or target is a pipeline. The app never builds a pipeline, so in the web build
// those questions are answered "no" and the two entry points that would reach the engine anyway
// (decoding a cached pipeline target, matching local documents against a pipeline) throw; the
// bundler then leaves the engine out. Each rewrite must find its code: an SDK upgrade that moves
// it fails the build instead of shipping the engine again unnoticed.
import type { Plugin } from 'vite';

const FIRESTORE_COMMON = /[\\/]@firebase[\\/]firestore[\\/]dist[\\/]common-[\w-]+\.esm\.js$/;
/** A call's argument list, with one level of nested calls (`this.Te(e).target`). */
const ARGUMENTS = String.raw`\((?:[^()]|\([^()]*\))*\)`;

const ANSWERED_NO: RegExp[] = [
  new RegExp(String.raw`(?<!function )\b__PRIVATE_isPipeline${ARGUMENTS}`, 'g'),
  new RegExp(String.raw`(?<!function )\b__PRIVATE_targetIsPipelineTarget${ARGUMENTS}`, 'g'),
  /\b[\w$.]+ instanceof (?:CorePipeline|__PRIVATE_RealtimePipeline)\b/g,
];
const THROWING = [
  'getDocumentsMatchingPipeline(t, n, r, i) {',
  // A class method, which the bundler keeps whole: its body alone holds the expression classes.
  'getOverlaysForPipeline(t, n, r) {',
  'function __PRIVATE_fromPipelineTarget(e, t) {',
];

/** The line breaks of removed code, so that every line keeps its number (and the source map holds). */
function keptLines(removed: string): string {
  return '\n'.repeat(removed.split('\n').length - 1);
}

function answerNo(code: string, question: RegExp): string {
  if (!question.test(code)) throw new Error(`firestoreWithoutPipelines: no match for ${question}`);
  return code.replace(question, (call) => `false${keptLines(call)}`);
}

/** Replaces the body of the function that starts with `head` (which ends with its `{`). */
function throwInstead(code: string, head: string): string {
  const start = code.indexOf(head);
  if (start === -1) throw new Error(`firestoreWithoutPipelines: "${head}" not found`);
  const bodyStart = start + head.length;
  let depth = 1;
  for (let index = bodyStart; index < code.length; index += 1) {
    if (code[index] === '{') depth += 1;
    else if (code[index] === '}' && (depth -= 1) === 0) {
      const body = " throw new Error('Firestore pipelines are not part of this build'); ";
      return (
        code.slice(0, bodyStart) +
        body +
        keptLines(code.slice(bodyStart, index)) +
        code.slice(index)
      );
    }
  }
  throw new Error(`firestoreWithoutPipelines: the body of "${head}" never closes`);
}

export function firestoreWithoutPipelines(): Plugin {
  return {
    name: 'firestore-without-pipelines',
    transform(code, id) {
      if (!FIRESTORE_COMMON.test(id)) return null;
      const answered = ANSWERED_NO.reduce(answerNo, code);
      // Lines keep their numbers, so the module's own source map still applies.
      return { code: THROWING.reduce(throwInstead, answered), map: null };
    },
  };
}
