import { EXPORTED_COLLECTIONS, ExportFileSchema, type ExportedCollection } from '@pomoplan/domain';
import { describe, expect, it } from 'vitest';
import { ChunkWriter, cutAt, exportCsv, exportJson, rowLines, type ReadChunk } from './chunks';

/** Chunks kept in memory, as Firestore keeps them: a number, its collection and its text. */
function memoryChunks() {
  const chunks = new Map<number, { collection: ExportedCollection; data: string }>();
  const read: ReadChunk = (index) => Promise.resolve(chunks.get(index)?.data ?? '');
  return {
    chunks,
    read,
    writer: (chunkChars: number) =>
      new ChunkWriter((index, collection, data) => {
        chunks.set(index, { collection, data });
        return Promise.resolve();
      }, chunkChars),
  };
}

async function text(pieces: AsyncIterable<string>): Promise<string> {
  let all = '';
  for await (const piece of pieces) all += piece;
  return all;
}

const head = {
  format: 'pomoplan-export',
  version: 1,
  exportedAt: '2026-12-02T10:00:00.000Z',
  profile: { firstName: 'Ada' },
};

describe('cutAt', () => {
  it('keeps the two halves of a surrogate pair together', () => {
    expect(cutAt('ab😀cd', 3)).toBe(2);
    expect(cutAt('ab😀cd', 4)).toBe(4);
    expect(cutAt('abc', 10)).toBe(3);
  });
});

describe('an export kept in chunks', () => {
  const tasks = Array.from({ length: 40 }, (_, index) => ({
    id: `t${index}`,
    title: `Task ${index} 😀, "quoted"`,
  }));

  it('gives back every row in order from chunks no longer than their size', async () => {
    const store = memoryChunks();
    const writer = store.writer(100);
    await writer.begin('projects');
    await writer.add([{ id: 'p1', name: 'Thesis' }]);
    await writer.begin('tasks');
    // Rows come a page at a time; a row runs on from one chunk into the next.
    await writer.add(tasks.slice(0, 15));
    await writer.add(tasks.slice(15));
    await writer.begin('subtasks');
    const index = await writer.finish();

    expect(index.counts).toMatchObject({ projects: 1, tasks: 40, subtasks: 0 });
    expect(index.parts.subtasks.next - index.parts.subtasks.first).toBe(0);
    expect(index.chunks).toBe(store.chunks.size);
    for (const chunk of store.chunks.values()) expect(chunk.data.length).toBeLessThanOrEqual(100);
    const taskChunks = [...store.chunks.values()].filter((chunk) => chunk.collection === 'tasks');
    expect(taskChunks.length).toBeGreaterThan(15);

    const lines: string[] = [];
    for await (const line of rowLines(store.read, index.parts.tasks)) lines.push(line);
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual(tasks);
  });

  it('reads as the JSON file of the documented format, every collection present', async () => {
    const store = memoryChunks();
    const writer = store.writer(64);
    for (const collection of EXPORTED_COLLECTIONS) {
      await writer.begin(collection);
      if (collection === 'tasks') await writer.add(tasks);
      if (collection === 'todos') await writer.add([{ id: 'd1', text: 'Call Ada' }]);
    }
    const index = await writer.finish();

    const file = ExportFileSchema.parse(
      JSON.parse(await text(exportJson(head, store.read, index.parts))),
    );
    expect(file).toMatchObject(head);
    expect(file.collections.tasks).toEqual(tasks);
    expect(file.collections.todos).toEqual([{ id: 'd1', text: 'Call Ada' }]);
    expect(file.collections.goals).toEqual([]);
  });

  it('reads one collection as CSV with a header of every field any row has', async () => {
    const store = memoryChunks();
    const writer = store.writer(30);
    await writer.begin('todos');
    await writer.add([
      { id: 'a', text: '=1+1' },
      { id: 'b', done: true },
    ]);
    const index = await writer.finish();

    expect(await text(exportCsv(store.read, index.parts.todos))).toBe(
      'id,text,done\r\na,"\'=1+1",\r\nb,,true\r\n',
    );
    expect(await text(exportCsv(store.read, index.parts.goals))).toBe('id\r\n');
  });
});
