// What the 'f' key starts a pomodoro on, marked in the page: a row of a task or todo that can
// be started carries data-focus-task (or data-focus-todo) with its id, written on the row
// itself (the To Do page's rows are on the first screen), and a pane or dialog that has one
// open carries the same mark and data-focus-open (openFocusMark).
import type { FocusStartInput } from '@pomoplan/domain';

const MARKED = '[data-focus-task],[data-focus-todo]';

/** The marks for a pane or dialog that has the task or todo open; none when it is done. */
export function openFocusMark(kind: 'task' | 'todo', id: string | null) {
  return id === null ? {} : { [`data-focus-${kind}`]: id, 'data-focus-open': '' };
}

function startInput(element: Element): FocusStartInput | null {
  if (!(element instanceof HTMLElement)) return null;
  const { focusTask, focusTodo } = element.dataset;
  if (focusTask) return { taskId: focusTask };
  if (focusTodo) return { todoId: focusTodo };
  return null;
}

/**
 * The task or todo the person is on: the row or pane holding the keyboard focus, else the one
 * open pane. Behind any other dialog there is none, so 'f' never starts what the person cannot see.
 */
export function focusTargetInPage(document: Document): FocusStartInput | null {
  const holder = document.activeElement?.closest(MARKED);
  if (holder) return startInput(holder);
  const dialogs = [...document.querySelectorAll('[role="dialog"]')];
  const open = document.querySelectorAll('[data-focus-open]');
  const visible = [...open].filter((pane) =>
    dialogs.every((dialog) => dialog.contains(pane) || pane.contains(dialog)),
  );
  return visible.length === 1 && visible[0] ? startInput(visible[0]) : null;
}
