import { COMPLETED_TODOS_LIMIT, type Todo } from '@pomoplan/domain';
import { memo, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  useCompletedTodos,
  useOlderCompletedTodos,
  type CompletedTodosCursor,
} from '../../data/todos';

export interface CompletedPages {
  /** Every loaded page, newest first; undefined while the first page loads. */
  todos: Todo[] | undefined;
  /** The last page loaded was full: older completed todos may exist. */
  hasMore: boolean;
  /** Loads the next page of older completed todos (the loaded ones stay live). */
  showMore(): void;
  /** The listeners of the older pages: render them anywhere (they show nothing). */
  feeds: ReactNode;
}

interface OlderPage {
  after: CompletedTodosCursor;
  todos: Todo[] | undefined;
}

/** One older page's live query; hands its todos up, since the number of pages varies. */
const OlderPageFeed = memo(function OlderPageFeed(props: {
  uid: string;
  after: CompletedTodosCursor;
  onTodos(after: CompletedTodosCursor, todos: Todo[] | undefined): void;
}) {
  const { uid, after, onTodos } = props;
  const todos = useOlderCompletedTodos(uid, after).data;
  useEffect(() => onTodos(after, todos), [after, todos, onTodos]);
  return null;
});

function cursorOf(todo: Todo): CompletedTodosCursor {
  return { updatedAt: todo.updatedAt, id: todo.id };
}

/**
 * The completed todos a page at a time: the newest page first, and one more page of older ones
 * for every `showMore()`. Each query stays bounded by the page size, so reads grow with what is
 * shown, not with the history.
 */
export function useCompletedPages(uid: string): CompletedPages {
  const first = useCompletedTodos(uid).data;
  const [older, setOlder] = useState<OlderPage[]>([]);

  const onTodos = useCallback((after: CompletedTodosCursor, todos: Todo[] | undefined) => {
    setOlder((pages) => pages.map((page) => (page.after === after ? { ...page, todos } : page)));
  }, []);

  const lastPage = older.length > 0 ? older[older.length - 1]?.todos : first;
  const last = lastPage?.[lastPage.length - 1];
  const hasMore = lastPage !== undefined && lastPage.length >= COMPLETED_TODOS_LIMIT;

  const showMore = useCallback(() => {
    if (!last) return;
    const after = cursorOf(last);
    setOlder((pages) =>
      pages.some((page) => page.after.id === after.id)
        ? pages
        : [...pages, { after, todos: undefined }],
    );
  }, [last]);

  const todos = useMemo(() => {
    if (first === undefined) return undefined;
    if (older.length === 0) return first;
    // A todo completed again moves to the newest page; its old copy may linger a snapshot.
    const byId = new Map<string, Todo>();
    for (const todo of [...first, ...older.flatMap((page) => page.todos ?? [])]) {
      if (!byId.has(todo.id)) byId.set(todo.id, todo);
    }
    return [...byId.values()];
  }, [first, older]);

  const feeds = older.map((page) => (
    <OlderPageFeed key={page.after.id} uid={uid} after={page.after} onTodos={onTodos} />
  ));

  return { todos, hasMore, showMore, feeds };
}
