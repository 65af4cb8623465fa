// What one account can hold at most, whatever its plan: far above what a person plans (the
// bench's heavy user holds 5,000 tasks and 2,000 todos), low enough that a script cannot make
// one account cost without bound. "Unlimited tasks" on a plan card stays true for people.
//
// Each cap is kept by a counter document beside the collection it caps: users/{uid}/usage/caps
// for tasks and todos, users/{uid}/tasks/{taskId}/usage/caps for that task's subtasks. Every
// create raises the counter in the same write, listing the ids it adds; the security rules
// refuse a create whose id the counter step does not list, or that takes the count past the
// cap. A delete does not lower it (the rules cannot check a list of deletes): the server
// recounts, when a create meets the cap and when it writes itself.

export const CAPPED_COLLECTIONS = ['tasks', 'todos', 'subtasks'] as const;
export type CappedCollection = (typeof CAPPED_COLLECTIONS)[number];

/** Tasks and todos per account, subtasks per task. */
export const ACCOUNT_CAPS: Readonly<Record<CappedCollection, number>> = {
  tasks: 20_000,
  todos: 20_000,
  subtasks: 500,
};

/** The field of a caps document that lists the ids its latest step added to `collection`. */
export function addedField(collection: CappedCollection): string {
  return `added${collection[0]?.toUpperCase()}${collection.slice(1)}`;
}

/**
 * Tasks and todos the web app may add to one account in a window of creates, which opens at
 * most once a minute; the caps step of users/{uid}/usage/caps carries the window
 * (`windowStart`, `windowCreates`).
 */
export const CREATES_PER_MINUTE = 2_000;

/** Why a create is refused while the window is full; shown in the web app's toast. */
export const CREATES_WINDOW_MESSAGE = `This account added ${CREATES_PER_MINUTE.toLocaleString('en-US')} tasks and todos within a minute, the most it can add in one. Wait a minute, then add more.`;

/** The collections whose counter lives in the account's caps document. */
export const ACCOUNT_CAPPED = ['tasks', 'todos'] as const satisfies readonly CappedCollection[];

/**
 * Why one more is refused: 'This account holds 20,000 todos, the most one account can keep.
 * Delete todos you no longer need to add new ones.' Shown in the web app's toast and in the
 * API's 403.
 */
export function capReachedMessage(collection: CappedCollection): string {
  const cap = ACCOUNT_CAPS[collection].toLocaleString('en-US');
  if (collection === 'subtasks') {
    return `This task holds ${cap} subtasks, the most one task can keep. Delete subtasks you no longer need, or split the task.`;
  }
  return `This account holds ${cap} ${collection}, the most one account can keep. Delete ${collection} you no longer need to add new ones.`;
}

/** Whether `adding` more fit beside `held` under the cap of `collection`. */
export function hasRoomFor(collection: CappedCollection, held: number, adding: number): boolean {
  return held + adding <= ACCOUNT_CAPS[collection];
}
