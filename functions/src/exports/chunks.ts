// An export's file as it is kept: each collection's rows as lines of JSON (one row a line), cut
// into numbered chunks that never mix two collections; a row may run on into the next chunk.
// Writing takes a page of rows at a time and reading gives one chunk at a time, so neither holds
// more than a page and a chunk, whatever the size of the account.
import {
  csvCells,
  csvColumns,
  csvLine,
  EXPORTED_COLLECTIONS,
  type ExportedCollection,
  type ExportRow,
} from '@pomoplan/domain';

/** Characters per chunk: at most 3 bytes each in UTF-8, well under a document's 1 MiB. */
export const CHUNK_CHARS = 300_000;

/** The chunks of one collection: numbers `first` up to, not including, `next`. */
export interface ChunkRange {
  first: number;
  next: number;
}

export interface ChunkIndex {
  /** How many chunks there are in all. */
  chunks: number;
  parts: Record<ExportedCollection, ChunkRange>;
  counts: Record<ExportedCollection, number>;
}

export type PutChunk = (
  index: number,
  collection: ExportedCollection,
  data: string,
) => Promise<void>;
export type ReadChunk = (index: number) => Promise<string>;

/** Where to cut `text` to keep at most `size` characters, never between a surrogate pair. */
export function cutAt(text: string, size: number): number {
  if (text.length <= size) return text.length;
  const last = text.charCodeAt(size - 1);
  return last >= 0xd800 && last <= 0xdbff ? size - 1 : size;
}

const emptyRecord = <T>(value: () => T) =>
  Object.fromEntries(EXPORTED_COLLECTIONS.map((name) => [name, value()])) as Record<
    ExportedCollection,
    T
  >;

/** Writes the collections' rows as chunks, in the order of EXPORTED_COLLECTIONS. */
export class ChunkWriter {
  private buffer = '';
  private current: ExportedCollection | null = null;
  private index = 0;
  private readonly parts = emptyRecord<ChunkRange>(() => ({ first: 0, next: 0 }));
  private readonly counts = emptyRecord(() => 0);

  constructor(
    private readonly put: PutChunk,
    private readonly chunkChars = CHUNK_CHARS,
  ) {}

  /** Starts the next collection: what follows belongs to it. */
  async begin(collection: ExportedCollection): Promise<void> {
    await this.end();
    this.current = collection;
    this.parts[collection] = { first: this.index, next: this.index };
  }

  /** Adds a page of rows to the collection begun last. */
  async add(rows: readonly ExportRow[]): Promise<void> {
    if (!this.current) throw new Error('ChunkWriter.add before begin');
    for (const row of rows) this.buffer += `${JSON.stringify(row)}\n`;
    this.counts[this.current] += rows.length;
    while (this.buffer.length >= this.chunkChars) {
      const end = cutAt(this.buffer, this.chunkChars);
      await this.emit(this.buffer.slice(0, end));
      this.buffer = this.buffer.slice(end);
    }
  }

  /** Writes what is left and tells where each collection's chunks are. */
  async finish(): Promise<ChunkIndex> {
    await this.end();
    return { chunks: this.index, parts: this.parts, counts: this.counts };
  }

  private async end(): Promise<void> {
    if (this.current && this.buffer !== '') await this.emit(this.buffer);
    this.buffer = '';
  }

  private async emit(data: string): Promise<void> {
    const collection = this.current as ExportedCollection;
    await this.put(this.index, collection, data);
    this.index += 1;
    this.parts[collection].next = this.index;
  }
}

/** The rows of one collection as they were written: each a line of JSON. */
export async function* rowLines(read: ReadChunk, range: ChunkRange): AsyncGenerator<string> {
  let carry = '';
  for (let index = range.first; index < range.next; index += 1) {
    const lines = (carry + (await read(index))).split('\n');
    carry = lines.pop() ?? '';
    yield* lines;
  }
  if (carry !== '') yield carry;
}

/** Pieces of text of about this many characters are handed on at a time. */
const PIECE_CHARS = 64_000;

async function* inPieces(parts: AsyncIterable<string>): AsyncGenerator<string> {
  let piece = '';
  for await (const part of parts) {
    piece += part;
    if (piece.length >= PIECE_CHARS) {
      yield piece;
      piece = '';
    }
  }
  if (piece !== '') yield piece;
}

/**
 * The export as one JSON file (domain's format), from its head (format, version, exportedAt,
 * profile) and each collection's stored lines.
 */
export function exportJson(
  head: object,
  read: ReadChunk,
  parts: Record<ExportedCollection, ChunkRange>,
): AsyncGenerator<string> {
  async function* text(): AsyncGenerator<string> {
    yield `${JSON.stringify(head).slice(0, -1)},"collections":{`;
    for (const [position, collection] of EXPORTED_COLLECTIONS.entries()) {
      yield `${position === 0 ? '' : ','}${JSON.stringify(collection)}:[`;
      let first = true;
      for await (const line of rowLines(read, parts[collection])) {
        yield first ? line : `,${line}`;
        first = false;
      }
      yield ']';
    }
    yield '}}';
  }
  return inPieces(text());
}

/**
 * One collection as CSV: a first pass over its chunks finds every field for the header, a
 * second writes the rows.
 */
export function exportCsv(read: ReadChunk, range: ChunkRange): AsyncGenerator<string> {
  async function* text(): AsyncGenerator<string> {
    const keys = new Set<string>();
    for await (const line of rowLines(read, range)) {
      for (const key of Object.keys(JSON.parse(line) as ExportRow)) keys.add(key);
    }
    const columns = csvColumns(keys);
    yield csvLine(columns);
    for await (const line of rowLines(read, range)) {
      yield csvLine(csvCells(columns, JSON.parse(line) as ExportRow));
    }
  }
  return inPieces(text());
}
