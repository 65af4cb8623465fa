// What a built chunk is made of: its minified bytes attributed to the original sources through
// the source map's mappings (as source-map-explorer does), grouped by npm package.
import { readFileSync } from 'node:fs';

interface RawSourceMap {
  sources: string[];
  sourcesContent?: (string | null)[];
  mappings: string;
}

export interface PackageShare {
  name: string;
  bytes: number;
  share: number;
}

export interface ChunkContents {
  file: string;
  bytes: number;
  packages: PackageShare[];
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, index) => [char, index]));

/** One segment of the mappings: the values of its VLQ fields, as written (relative). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64_VALUE.get(char);
    if (digit === undefined) throw new Error(`Bad base64 VLQ character "${char}"`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** node_modules/@scope/name/... -> @scope/name; the app's own files by workspace. */
export function packageOf(source: string): string {
  const parts = source.split(/[\\/]/);
  const nm = parts.lastIndexOf('node_modules');
  if (nm !== -1) {
    const first = parts[nm + 1] ?? '?';
    return first.startsWith('@') ? `${first}/${parts[nm + 2] ?? '?'}` : first;
  }
  if (parts.includes('domain')) return '@pomoplan/domain';
  if (parts.includes('src')) return 'web/src (app code)';
  if (source.startsWith('\0') || source.includes('vite/')) return '(bundler runtime)';
  return source;
}

/** Bytes of generated code per source index, plus what no mapping covers (index -1). */
export function bytesPerSource(code: string, mappings: string): Map<number, number> {
  const totals = new Map<number, number>();
  const add = (source: number, bytes: number) => {
    if (bytes > 0) totals.set(source, (totals.get(source) ?? 0) + bytes);
  };
  const lines = code.split('\n');
  const mappedLines = mappings.split(';');
  let source = 0;
  for (const [lineIndex, line] of lines.entries()) {
    const segments = (mappedLines[lineIndex] ?? '').split(',').filter(Boolean);
    let column = 0;
    let lastColumn = 0;
    let lastSource = -1;
    for (const segment of segments) {
      const fields = decodeSegment(segment);
      column += fields[0] ?? 0;
      add(lastSource, column - lastColumn);
      if (fields.length >= 4) {
        source += fields[1] ?? 0;
        lastSource = source;
      } else {
        lastSource = -1;
      }
      lastColumn = column;
    }
    // Newlines count towards the code before them.
    add(lastSource, line.length - lastColumn + 1);
  }
  return totals;
}

/** Reads a built chunk and its `.map` next to it and ranks the packages it contains. */
export function chunkContents(file: string, top = 8): ChunkContents {
  const code = readFileSync(file, 'utf8');
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as RawSourceMap;
  const byPackage = new Map<string, number>();
  for (const [index, bytes] of bytesPerSource(code, map.mappings)) {
    const name = index === -1 ? '(unmapped)' : packageOf(map.sources[index] ?? '?');
    byPackage.set(name, (byPackage.get(name) ?? 0) + bytes);
  }
  const total = [...byPackage.values()].reduce((sum, bytes) => sum + bytes, 0);
  const packages = [...byPackage]
    .map(([name, bytes]) => ({ name, bytes, share: bytes / total }))
    .sort((a, b) => b.bytes - a.bytes);
  return { file, bytes: Buffer.byteLength(code), packages: packages.slice(0, top) };
}
