// Archives crafted to unpack into far more than they weigh, read the way the import reads them.
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readBoundedZip, ZipRefusal, type ZipBounds } from './boundedZip';
import { craftZip } from './fixtures/craftedZip';

const MB = 1024 * 1024;
const BOUNDS: ZipBounds = { maxEntries: 1_000, maxUnpackedBytes: 5 * MB };
const TOO_BIG = 'The backup unpacks to more than 5 MB';
const csv = (name: string) => /\.csv$/i.test(name);
/** What the reader may hold in memory beyond the archive, whatever the archive claims. */
const MEMORY_BUDGET = 32 * MB;

/** The refusal's reason, and how much memory reading the archive took on the way. */
function refusal(archive: Uint8Array): { reason: string; grewBy: number } {
  const before = process.memoryUsage().arrayBuffers;
  try {
    readBoundedZip(archive, csv, BOUNDS, TOO_BIG);
  } catch (error) {
    // Measured before any collection: what was unpacked on the way is still counted.
    const grewBy = process.memoryUsage().arrayBuffers - before;
    if (error instanceof ZipRefusal) return { reason: error.message, grewBy };
    throw error;
  }
  throw new Error('the archive was read');
}

const megabyteOfRows = strToU8('TYPE,CONTENT\r\n' + 'task,Pay the rent\r\n'.repeat(MB / 19));
/** 64 MB of one byte: deflated, a few tens of kilobytes. */
const bomb = new Uint8Array(64 * MB).fill(120);

describe('a ZIP read within bounds', () => {
  it('reads the entries it is asked for from an honest archive', () => {
    const archive = zipSync({ 'Home.csv': strToU8('TYPE,CONTENT\r\n'), 'notes.txt': strToU8('x') });
    const files = readBoundedZip(archive, csv, BOUNDS, TOO_BIG);
    expect([...files.keys()]).toEqual(['Home.csv']);
  });

  it('refuses 200 directory entries that all point at one stored megabyte', () => {
    const archive = craftZip([{ name: 'Big.csv', content: megabyteOfRows }], {
      pointersToFirst: 199,
    });
    expect(archive.length).toBeLessThan(1.1 * MB);
    const { reason, grewBy } = refusal(archive);
    expect(reason).toBe('The ZIP file has entries that share or overlap their bytes');
    expect(grewBy).toBeLessThan(MEMORY_BUDGET);
  });

  it('refuses a stored entry that claims 0 bytes', () => {
    const archive = craftZip([{ name: 'Big.csv', content: megabyteOfRows, claimedSize: 0 }]);
    expect(refusal(archive).reason).toBe('Big.csv in the ZIP file is not the size it claims');
  });

  it('stops a deflated entry that claims 0 bytes at its first unpacked bytes', () => {
    const archive = craftZip([{ name: 'Bomb.csv', content: bomb, deflate: true, claimedSize: 0 }]);
    expect(archive.length).toBeLessThan(100_000);
    const { reason, grewBy } = refusal(archive);
    expect(reason).toBe('Bomb.csv in the ZIP file is not the size it claims');
    expect(grewBy).toBeLessThan(MEMORY_BUDGET);
  });

  it('stops a deflated entry that claims its real size once the total passes the limit', () => {
    const archive = craftZip([{ name: 'Bomb.csv', content: bomb, deflate: true }]);
    const { reason, grewBy } = refusal(archive);
    expect(reason).toBe(TOO_BIG);
    expect(grewBy).toBeLessThan(MEMORY_BUDGET);
  });

  it('counts the entries before reading any, and refuses more than the bound', () => {
    const many = Array.from({ length: 1_001 }, (_, index) => ({
      name: `p${index}.csv`,
      content: strToU8('TYPE,CONTENT\r\n'),
    }));
    expect(refusal(craftZip(many)).reason).toBe('The ZIP file holds more than 1,000 files');
    const liar = craftZip([{ name: 'a.csv', content: strToU8('x') }], { claimedCount: 60_000 });
    expect(refusal(liar).reason).toBe('The ZIP file holds more than 1,000 files');
  });

  it('refuses ZIP64 markers and a directory that points outside the archive', () => {
    const entry = { name: 'a.csv', content: strToU8('TYPE,CONTENT\r\n') };
    expect(refusal(craftZip([entry], { zip64Locator: true })).reason).toBe(
      'The ZIP file uses ZIP64, which a backup of this size never needs',
    );
    expect(refusal(craftZip([entry], { claimedCount: 0xffff })).reason).toBe(
      'The ZIP file uses ZIP64, which a backup of this size never needs',
    );
    const cut = craftZip([entry]).slice(10);
    expect(refusal(cut).reason).toBe('The ZIP file cannot be opened');
  });
});
