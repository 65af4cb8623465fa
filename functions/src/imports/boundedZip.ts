// Reads a ZIP archive that anyone may have crafted, within stated bounds. The sizes an archive
// claims are not trusted: entries are counted before any is read, every entry must occupy its
// own bytes (central-directory entries that point at one stored entry, or overlap, would let a
// small file unpack many times), and the bytes really unpacked are counted as they come, an
// entry stopped as soon as it passes its claimed size or the total passes the limit.
import { Inflate } from 'fflate';

export interface ZipBounds {
  /** Entries in the central directory, read or not. */
  maxEntries: number;
  /** Bytes unpacked from the entries read, all together. */
  maxUnpackedBytes: number;
}

/** Why an archive was refused, in words for the person who sent it. */
export class ZipRefusal extends Error {}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const EOCD_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;
const MAX_COMMENT = 0xffff;
const STORED = 0;
const DEFLATED = 8;
/**
 * Compressed bytes handed to the inflater at a time. DEFLATE expands at most about 1,032 to 1,
 * so one step unpacks about a megabyte at the most before the count is checked again.
 */
const INFLATE_STEP = 1024;

const cannotOpen = () => new ZipRefusal('The ZIP file cannot be opened');
const zip64 = () =>
  new ZipRefusal('The ZIP file uses ZIP64, which a backup of this size never needs');

interface Entry {
  name: string;
  method: number;
  claimedSize: number;
  start: number;
  dataStart: number;
  dataEnd: number;
}

function endOfCentralDirectory(view: DataView): number {
  const last = view.byteLength - EOCD_SIZE;
  for (let at = last; at >= 0 && at >= last - MAX_COMMENT; at -= 1) {
    if (view.getUint32(at, true) !== EOCD) continue;
    // A signature inside the comment is not the record: the record's comment ends the file.
    if (at + EOCD_SIZE + view.getUint16(at + 20, true) === view.byteLength) return at;
  }
  throw cannotOpen();
}

function centralEntries(view: DataView, bounds: ZipBounds): Entry[] {
  const eocd = endOfCentralDirectory(view);
  if (eocd >= 20 && view.getUint32(eocd - 20, true) === ZIP64_LOCATOR) throw zip64();
  const disk = view.getUint16(eocd + 4, true);
  const directoryDisk = view.getUint16(eocd + 6, true);
  const onDisk = view.getUint16(eocd + 8, true);
  const count = view.getUint16(eocd + 10, true);
  const size = view.getUint32(eocd + 12, true);
  const offset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) throw zip64();
  if (disk !== 0 || directoryDisk !== 0 || onDisk !== count) throw cannotOpen();
  if (count > bounds.maxEntries) {
    throw new ZipRefusal(
      `The ZIP file holds more than ${bounds.maxEntries.toLocaleString('en-US')} files`,
    );
  }
  if (offset + size > eocd) throw cannotOpen();

  const names = new TextDecoder('utf-8');
  const entries: Entry[] = [];
  let at = offset;
  for (let index = 0; index < count; index += 1) {
    if (at + CENTRAL_SIZE > offset + size || view.getUint32(at, true) !== CENTRAL) {
      throw cannotOpen();
    }
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const claimedSize = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const start = view.getUint32(at + 42, true);
    if ([compressedSize, claimedSize, start].includes(0xffffffff)) throw zip64();
    if (flags & 1) throw new ZipRefusal('The ZIP file is encrypted');
    const nameEnd = at + CENTRAL_SIZE + nameLength;
    if (nameEnd > offset + size) throw cannotOpen();
    const name = names.decode(
      new Uint8Array(view.buffer, view.byteOffset + at + CENTRAL_SIZE, nameLength),
    );
    at = nameEnd + extraLength + commentLength;

    if (start + LOCAL_SIZE > offset || view.getUint32(start, true) !== LOCAL) throw cannotOpen();
    const dataStart =
      start + LOCAL_SIZE + view.getUint16(start + 26, true) + view.getUint16(start + 28, true);
    const dataEnd = dataStart + compressedSize;
    if (dataEnd > offset) throw cannotOpen();
    entries.push({ name, method, claimedSize, start, dataStart, dataEnd });
  }
  if (at > offset + size) throw cannotOpen();

  const byStart = [...entries].sort((a, b) => a.start - b.start);
  for (let index = 1; index < byStart.length; index += 1) {
    const previous = byStart[index - 1];
    const entry = byStart[index];
    if (previous && entry && entry.start < previous.dataEnd) {
      throw new ZipRefusal('The ZIP file has entries that share or overlap their bytes');
    }
  }
  if (new Set(entries.map((entry) => entry.name)).size !== entries.length) {
    throw new ZipRefusal('The ZIP file names one file twice');
  }
  return entries;
}

/** Counts what is unpacked, across entries, against the bounds. */
class Budget {
  private total = 0;
  constructor(
    private readonly max: number,
    private readonly tooBig: string,
  ) {}
  take(bytes: number): void {
    this.total += bytes;
    if (this.total > this.max) throw new ZipRefusal(this.tooBig);
  }
}

const notItsSize = (entry: Entry) =>
  new ZipRefusal(`${entry.name} in the ZIP file is not the size it claims`);

function unpack(bytes: Uint8Array, entry: Entry, budget: Budget): Uint8Array {
  const data = bytes.subarray(entry.dataStart, entry.dataEnd);
  if (entry.method === STORED) {
    if (data.length !== entry.claimedSize) throw notItsSize(entry);
    budget.take(data.length);
    return data;
  }
  if (entry.method !== DEFLATED) {
    throw new ZipRefusal(`${entry.name} in the ZIP file is compressed in a way it cannot read`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const inflater = new Inflate((chunk) => {
    size += chunk.length;
    if (size > entry.claimedSize) throw notItsSize(entry);
    budget.take(chunk.length);
    chunks.push(chunk);
  });
  try {
    for (let at = 0; at < data.length || at === 0; at += INFLATE_STEP) {
      inflater.push(data.subarray(at, at + INFLATE_STEP), at + INFLATE_STEP >= data.length);
    }
  } catch (error) {
    if (error instanceof ZipRefusal) throw error;
    throw cannotOpen();
  }
  if (size !== entry.claimedSize) throw notItsSize(entry);
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/**
 * The entries `wanted` picks, by name, unpacked. Throws ZipRefusal with the reason when the
 * archive is malformed, crafted, or unpacks past `bounds`; `tooBig` says the last in words.
 */
export function readBoundedZip(
  bytes: Uint8Array,
  wanted: (name: string) => boolean,
  bounds: ZipBounds,
  tooBig: string,
): Map<string, Uint8Array> {
  if (bytes.byteLength < EOCD_SIZE) throw cannotOpen();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const budget = new Budget(bounds.maxUnpackedBytes, tooBig);
  const files = new Map<string, Uint8Array>();
  for (const entry of centralEntries(view, bounds)) {
    if (wanted(entry.name)) files.set(entry.name, unpack(bytes, entry, budget));
  }
  return files;
}
