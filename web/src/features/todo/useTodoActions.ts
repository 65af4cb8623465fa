import type { Todo, TodoUpdate } from '@pomoplan/domain';
import { useCallback, useMemo, useState } from 'react';
import { useDb } from '../../data/sync/firestoreContext';
import { createTodo, deleteTodo, updateTodo, type NewTodo } from '../../data/todos';
import { useToast } from '../../ui/toast';
import { useUndoToast } from '../../ui/useUndoToast';

export interface TodoActions {
  /** Resolves false when the server refused the todo (a toast has said so). */
  add(input: NewTodo): Promise<boolean>;
  toggle(todo: Todo): Promise<void>;
  save(id: string, changes: TodoUpdate): Promise<boolean>;
  remove(id: string): Promise<void>;
  /** Toggles the server has not confirmed yet: todo id -> the completed state asked for. */
  pendingToggles: ReadonlyMap<string, boolean>;
}

/**
 * The todo writes, each failure told in a toast. Firestore's cache shows each write at once
 * and takes it back when the server refuses it, so only the pending toggles are tracked here.
 */
export function useTodoActions(uid: string): TodoActions {
  const db = useDb();
  const toast = useToast();
  const showUndo = useUndoToast();
  const [pendingToggles, setPendingToggles] = useState<ReadonlyMap<string, boolean>>(
    () => new Map(),
  );

  const fail = useCallback(
    (description: string, error: unknown) => {
      console.error(description, error);
      toast({ title: 'Error', description, variant: 'destructive' });
    },
    [toast],
  );

  const add = useCallback(
    async (input: NewTodo) => {
      try {
        await createTodo(db, uid, input);
        return true;
      } catch (error) {
        fail('Failed to add todo', error);
        return false;
      }
    },
    [db, uid, fail],
  );

  const toggle = useCallback(
    async (todo: Todo) => {
      setPendingToggles((toggles) => new Map(toggles).set(todo.id, !todo.completed));
      try {
        await updateTodo(db, uid, todo.id, { completed: !todo.completed });
      } catch (error) {
        fail('Failed to update todo', error);
      } finally {
        setPendingToggles((toggles) => {
          const next = new Map(toggles);
          next.delete(todo.id);
          return next;
        });
      }
    },
    [db, uid, fail],
  );

  const save = useCallback(
    async (id: string, changes: TodoUpdate) => {
      try {
        await updateTodo(db, uid, id, changes);
        return true;
      } catch (error) {
        fail('Failed to update todo', error);
        return false;
      }
    },
    [db, uid, fail],
  );

  const remove = useCallback(
    async (id: string) => {
      try {
        const restore = await deleteTodo(db, uid, id);
        showUndo(
          { title: 'Success', description: 'Todo deleted successfully' },
          { restore, restored: 'Todo restored', failure: 'Failed to restore todo' },
        );
      } catch (error) {
        fail('Failed to delete todo', error);
      }
    },
    [db, uid, fail, showUndo],
  );

  return useMemo(
    () => ({ add, toggle, save, remove, pendingToggles }),
    [add, toggle, save, remove, pendingToggles],
  );
}
