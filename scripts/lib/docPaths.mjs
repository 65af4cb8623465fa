// The paths the project's documents name: every `inline code` that starts with a top-level
// entry of the repository, the first word of each line of a fenced layout block, and every
// relative link. A test holds them against the tree, so a document never points at a file that
// moved or was removed.
import fs from 'node:fs';
import path from 'node:path';

/** The documents whose paths are checked, relative to the root. */
export function documents(root) {
  const docs = fs.existsSync(path.join(root, 'docs'))
    ? fs
        .readdirSync(path.join(root, 'docs'))
        .filter((name) => name.endsWith('.md'))
        .map((name) => `docs/${name}`)
    : [];
  return ['README.md', 'CONTRIBUTING.md', ...docs].filter((file) =>
    fs.existsSync(path.join(root, file)),
  );
}

const CODE_SPAN = /`([^`\n]+)`/g;
const LINK = /\]\(([^)\s]+)\)/g;
const FENCE = /^```/;

/** What a mention names: without a line number, a fragment or a trailing slash. */
function cleaned(mention) {
  return mention.replace(/[#:][^/]*$/, '').replace(/\/$/, '');
}

/**
 * The repository paths `markdown` names, as written (root-relative for code, relative to the
 * document for links), each with its line. `topLevel` is the set of the root's entries.
 */
export function namedPaths(markdown, topLevel) {
  const found = [];
  const isRepoPath = (text) => {
    const first = text.split('/')[0];
    return topLevel.has(first) && (text.includes('/') || /\.\w+$/.test(text));
  };
  let inFence = false;
  markdown.split('\n').forEach((line, index) => {
    const at = index + 1;
    if (FENCE.test(line.trim())) {
      inFence = !inFence;
      return;
    }
    if (inFence) {
      const first = line.trim().split(/\s+/)[0] ?? '';
      if (/^[\w.-]+\/[\w./<>-]*$/.test(first) && isRepoPath(first)) {
        found.push({ path: cleaned(first), line: at, kind: 'code' });
      }
      return;
    }
    for (const [, span] of line.matchAll(CODE_SPAN)) {
      const text = span.trim();
      if (/\s/.test(text) || !isRepoPath(text)) continue;
      found.push({ path: cleaned(text), line: at, kind: 'code' });
    }
    for (const [, target] of line.matchAll(LINK)) {
      if (/^[a-z]+:/.test(target) || target.startsWith('#')) continue;
      found.push({ path: cleaned(target), line: at, kind: 'link' });
    }
  });
  return found;
}

/** Whether `pattern` exists: `<name>` and `*` stand for any one entry. */
function exists(root, pattern) {
  const parts = pattern.split('/').filter((part) => part !== '' && part !== '.');
  let candidates = [root];
  for (const part of parts) {
    const next = [];
    for (const dir of candidates) {
      if (/[<*{]/.test(part)) {
        if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) continue;
        const re = new RegExp(
          `^${part.replace(/[.+?^$()|[\]\\]/g, '\\$&').replace(/<[^>]*>|\*|\{[^}]*\}/g, '.*')}$`,
        );
        for (const entry of fs.readdirSync(dir)) if (re.test(entry)) next.push(path.join(dir, entry));
      } else if (part === '..') {
        next.push(path.dirname(dir));
      } else if (fs.existsSync(path.join(dir, part))) {
        next.push(path.join(dir, part));
      }
    }
    candidates = next;
    if (candidates.length === 0) return false;
  }
  return true;
}

/**
 * Files that commands write and the documents name as such: the deploy's set-up writes the
 * first two, the deploy builds the third, the fourth is the path firebase-tools looks up and
 * never finds (the docs say so), and npm start, npm test, the emulators and the bench write the rest.
 */
const WRITTEN_BY_COMMANDS = new Set([
  'web/.env.production',
  'extensions/firestore-send-email.env.<project-id>',
  'functions/dist',
  'functions/node_modules/node',
  'functions/.secret.local',
  'functions/.env.local',
  'firestore-debug.log',
  'bench/results/report.json',
]);

/** Folders the runs write (reports, builds, the emulators' set-up): there only after a run. */
const RUN_OUTPUT = [
  '.test-output/',
  'test-results/',
  'web/dist/',
  'functions/lib/',
  '.emulators/',
  'node_modules/',
];

/** The named paths of the documents that do not exist, as 'document:line path'. */
export function missingPaths(root) {
  const topLevel = new Set(fs.readdirSync(root));
  const missing = [];
  for (const doc of documents(root)) {
    const text = fs.readFileSync(path.join(root, doc), 'utf8');
    for (const { path: named, line, kind } of namedPaths(text, topLevel)) {
      const base = kind === 'link' ? path.dirname(path.join(root, doc)) : root;
      if (WRITTEN_BY_COMMANDS.has(named)) continue;
      if (RUN_OUTPUT.some((folder) => `${named}/`.startsWith(folder))) continue;
      if (!exists(base, named)) missing.push(`${doc}:${line} ${named}`);
    }
  }
  return missing;
}
