// Settings › Import over HTTP: the preview, the import within the plan's limits (all or
// nothing), re-importing without doubles, Todoist sections kept inside their project, and bad
// or oversized files refused with their lines. (Files of 5,000 rows: importsLarge.alone.test.ts;
// an export taken back into an empty account: importRoundTrip.test.ts.)
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { craftZip } from '../../functions/src/imports/fixtures/craftedZip';
import { api, messageOf } from './support/http';
import { proUser, send, tickTick, titles, todoist, todoistRows } from './support/imports';
import { createUser } from './support/users';

describe('imports', () => {
  it('previews a Todoist CSV, imports it, and adds nothing the second time', async () => {
    const user = await proUser();
    const preview = await send(user, '/api/imports/preview', 'Thesis.csv', todoist);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      summary:
        '5 tasks in 1 project, 1 subtask, 1 section kept in its tasks’ descriptions, 1 repeat kept as text',
      alreadyImported: 0,
      refusal: null,
    });
    expect(await titles(user, '/api/projects', 'name')).toEqual([]);

    expect((await send(user, '/api/imports', 'Thesis.csv', todoist)).status).toBe(200);
    expect(await titles(user, '/api/projects', 'name')).toEqual(['Thesis']);
    const tasks = await api<{ title: string; recurrenceRule: string | null }[]>(
      'GET',
      '/api/tasks',
      user.idToken,
    );
    expect(tasks.body).toHaveLength(5);
    expect(tasks.body.find((task) => task.title === 'Write every morning')?.recurrenceRule).toBe(
      'FREQ=DAILY;INTERVAL=1',
    );

    const again = await send(user, '/api/imports', 'Thesis.csv', todoist);
    expect(again.status).toBe(200);
    expect(again.body.alreadyImported).toBe(7);
    expect((await api<unknown[]>('GET', '/api/tasks', user.idToken)).body).toHaveLength(5);
    expect(await titles(user, '/api/projects', 'name')).toHaveLength(1);
  });

  it('says before importing that the plan is too small, and then imports nothing', async () => {
    const user = await createUser();
    const preview = await send(user, '/api/imports/preview', 'backup.csv', tickTick);
    expect(preview.body.refusal).toMatch(/Free plan allows 1 project/);
    const refused = await send(user, '/api/imports', 'backup.csv', tickTick);
    expect(refused.status).toBe(403);
    expect(await titles(user, '/api/projects', 'name')).toEqual([]);
    expect((await api<unknown[]>('GET', '/api/tasks', user.idToken)).body).toEqual([]);
  });

  it('refuses a bad file with its line and the reason, and a file it does not know', async () => {
    const user = await proUser();
    const broken = todoist.replace('task,Weekly review', 'tsak,Weekly review');
    const answer = await send(user, '/api/imports', 'Thesis.csv', broken);
    expect(answer.status).toBe(400);
    expect(messageOf(answer)).toBe('Line 8: TYPE must be task, section or note, not "tsak"');
    const unknown = await send(user, '/api/imports/preview', 'notes.txt', 'hello');
    expect(unknown.status).toBe(400);
    expect(await titles(user, '/api/projects', 'name')).toEqual([]);
  });

  it('lets a free account import a one-project file with sections, the sections kept', async () => {
    const user = await createUser();
    const preview = await send(user, '/api/imports/preview', 'Thesis.csv', todoist);
    expect(preview.body.refusal).toBeNull();
    expect(preview.body.summary).toContain('1 section kept in its tasks’ descriptions');
    expect((await send(user, '/api/imports', 'Thesis.csv', todoist)).status).toBe(200);
    expect(await titles(user, '/api/projects', 'name')).toEqual(['Thesis']);
    const tasks = await api<{ title: string; description: string | null }[]>(
      'GET',
      '/api/tasks',
      user.idToken,
    );
    expect(tasks.body.find((task) => task.title === 'Weekly review')?.description).toBe(
      'Section: Writing',
    );
  });

  it('refuses a file of more than 20,000 rows or 5 MB, and imports nothing', async () => {
    const user = await proUser();
    const long = await send(user, '/api/imports/preview', 'Long.csv', todoistRows(20_001, 0));
    expect(long.status).toBe(400);
    expect(messageOf(long)).toBe('The file has more than 20,000 rows');
    const padding = 'x'.repeat(5 * 1024 * 1024);
    const big = await send(user, '/api/imports', 'Big.csv', todoistRows(1, 0) + padding);
    expect(big.status).toBe(400);
    expect(messageOf(big)).toMatch(/The file is larger than 5 MB/);
    expect(await titles(user, '/api/projects', 'name')).toEqual([]);
  });

  it('refuses backups crafted to unpack into far more than they weigh, and imports nothing', async () => {
    const user = await proUser();
    const rows = strToU8(
      'TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,DATE\r\n' + 'task,Rent,,4,1,\r\n'.repeat(60_000),
    );
    const backups: [string, Uint8Array][] = [
      [
        'The ZIP file has entries that share or overlap their bytes',
        craftZip([{ name: 'Home.csv', content: rows }], { pointersToFirst: 199 }),
      ],
      [
        'Bomb.csv in the ZIP file is not the size it claims',
        craftZip([
          {
            name: 'Bomb.csv',
            content: new Uint8Array(64 * 1024 * 1024).fill(120),
            deflate: true,
            claimedSize: 0,
          },
        ]),
      ],
      [
        'The ZIP file holds more than 1,000 files',
        craftZip(
          Array.from({ length: 1_001 }, (_, index) => ({
            name: `p${index}.csv`,
            content: rows.subarray(0, 60),
          })),
        ),
      ],
    ];
    for (const [reason, archive] of backups) {
      const content = `base64:${Buffer.from(archive).toString('base64')}`;
      for (const path of ['/api/imports/preview', '/api/imports']) {
        const answer = await send(user, path, 'Todoist backup.zip', content);
        expect(answer.status, `${reason} (${path})`).toBe(400);
        expect(messageOf(answer)).toContain(reason);
      }
    }
    expect(await titles(user, '/api/projects', 'name')).toEqual([]);
  });
});
