// What the import API tests share: the call, the answer's shape, a Pro account, and files
// built to any size.
import { readFileSync } from 'node:fs';
import { setTier } from './admin';
import { api } from './http';
import { createUser, type TestUser } from './users';

export const todoist = readFileSync('functions/src/imports/fixtures/todoist-thesis.csv', 'utf8');
export const tickTick = readFileSync('functions/src/imports/fixtures/ticktick-backup.csv', 'utf8');

export interface Preview {
  summary: string;
  tasks: number;
  alreadyImported: number;
  refusal: string | null;
}

export const send = (user: TestUser, path: string, fileName: string, content: string) =>
  api<Preview>('POST', path, user.idToken, { fileName, content });

export async function titles(user: TestUser, path: string, field: 'name' | 'title') {
  const answer = await api<{ [key: string]: unknown }[]>('GET', path, user.idToken);
  if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
  return answer.body.map((item) => String(item[field])).sort();
}

export async function proUser(): Promise<TestUser> {
  const user = await createUser();
  await setTier(user.uid, 'pro');
  return user;
}

// Mostly subtasks: each task starts the task triggers (an activity entry, the reminder index),
// and 10,000 of those would keep the emulator's functions busy long after the file ends.
export const todoistRows = (tasks: number, subtasksEach: number) =>
  'TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE\r\n' +
  Array.from(
    { length: tasks },
    (_, task) =>
      `task,Task ${task},,4,1,,,2026-05-01,en,UTC\r\n` +
      Array.from(
        { length: subtasksEach },
        (_, step) => `task,Step ${step},,4,2,,,,en,UTC\r\n`,
      ).join(''),
  ).join('');

export const tickTickRows = (tasks: number, childrenEach: number) => {
  const row = (title: string, id: string, parent: string) =>
    `"","Big list","${title}","TEXT","","","N","","2026-05-01T09:00:00+0000","","","0","0","","","0","UTC","true","false","","","list","${id}","${parent}"\r\n`;
  const header = tickTick.slice(0, tickTick.indexOf('"Work"'));
  return (
    header +
    Array.from(
      { length: tasks },
      (_, task) =>
        row(`Task ${task}`, `t${task}`, '') +
        Array.from({ length: childrenEach }, (_, child) =>
          row(`Step ${child}`, `t${task}-${child}`, `t${task}`),
        ).join(''),
    ).join('')
  );
};
