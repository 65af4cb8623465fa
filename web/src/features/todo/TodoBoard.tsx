import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import {
  formatTodoCounts,
  TODO_SORT_DEFAULT_DIRECTION,
  type Todo,
  type TodoFilters,
} from '@pomoplan/domain';
import { lazy, memo, Suspense, useCallback, useState } from 'react';
import { useLatestAnalysis } from '../../data/analyses';
import { useGoals } from '../../data/goals';
import { useGroups } from '../../data/groups';
import { useActiveTodos } from '../../data/todos';
import { EMPTY } from '../../data/sync/useLive';
import { useUid } from '../../data/useUid';
import { useFocusedId, useStartFocus } from '../focus';
import { ActiveTodos } from './ActiveTodos';
import { AddTodoForm as AddTodoFormView } from './AddTodoForm';
import { AiAssistantCard as AiAssistantCardView } from './AiAssistantCard';
import { CompletedTodos } from './CompletedTodos';
import { TodoFilterBar as TodoFilterBarView, type TodoSort } from './TodoFilterBar';
import { useCompletedPages } from './useCompletedPages';
import { useTodoActions } from './useTodoActions';
import { useHistoryCounts } from './useHistoryCounts';
import { useTodoView } from './useTodoView';

// The board re-renders on every toggle and snapshot; these parts only when their props change.
const AddTodoForm = memo(AddTodoFormView);
const AiAssistantCard = memo(AiAssistantCardView);
const TodoFilterBar = memo(TodoFilterBarView);
// The edit panel loads when a todo is first opened, not with the page.
const TodoEditPanel = lazy(() =>
  import('./TodoEditPanel').then((module) => ({ default: memo(module.TodoEditPanel) })),
);

/** Everything below the header; its live queries fail into the page's error boundary. */
export function TodoBoard() {
  const uid = useUid();
  const activeTodos = useActiveTodos(uid).data;
  const completedPages = useCompletedPages(uid);
  const completedTodos = completedPages.todos;
  const goals = useGoals(uid).data;
  const groups = useGroups(uid).data ?? EMPTY;
  const analysis = useLatestAnalysis(uid);
  const actions = useTodoActions(uid);
  const [filters, setFilters] = useState<TodoFilters>({ due: 'all', goal: { type: 'all' } });
  const [sort, setSort] = useState<TodoSort>({
    key: 'created',
    direction: TODO_SORT_DEFAULT_DIRECTION.created,
  });
  const [editingId, setEditingId] = useState<string | null>(null);
  // Once opened, the panel stays mounted so that it can play its closing transition.
  const [editorUsed, setEditorUsed] = useState(false);
  const openEditor = useCallback((id: string) => {
    setEditingId(id);
    setEditorUsed(true);
  }, []);
  const view = useTodoView(
    { active: activeTodos, completed: completedTodos },
    actions.pendingToggles,
    goals,
    filters,
    sort,
  );
  const history = useHistoryCounts(view.filters, completedTodos);
  const goalList = goals ?? EMPTY;
  const closeEditor = useCallback(() => setEditingId(null), []);
  const startFocus = useStartFocus();
  const focusTodo = useCallback((todo: Todo) => startFocus({ todoId: todo.id }), [startFocus]);
  const focusedId = useFocusedId(uid, 'todo');
  const listProps = {
    goalsById: view.goalsById,
    pendingToggles: actions.pendingToggles,
    onToggle: actions.toggle,
    onOpen: openEditor,
    focusedId,
    onFocus: focusTodo,
  };

  return (
    <>
      <Box sx={{ px: { xs: 2, md: 4 }, pb: 4, display: 'grid', gap: 3, maxWidth: 960 }}>
        <Card variant="outlined">
          <CardContent>
            <AddTodoForm goals={goalList} groups={groups} onAdd={actions.add} />
          </CardContent>
        </Card>
        <AiAssistantCard analysis={analysis.loading ? undefined : (analysis.data ?? null)} />
        <TodoFilterBar
          filters={view.filters}
          onFiltersChange={setFilters}
          sort={sort}
          onSortChange={setSort}
          goals={goalList}
          groups={groups}
          counts={history ? formatTodoCounts(history) : view.counts}
        />
        <ActiveTodos todos={view.active} anyActive={view.anyActive} {...listProps} />
        <CompletedTodos
          todos={view.completed}
          total={history?.completed}
          onShowMore={completedPages.hasMore ? completedPages.showMore : undefined}
          {...listProps}
        />
        {completedPages.feeds}
      </Box>
      {editorUsed && (
        <Suspense fallback={null}>
          <TodoEditPanel
            todo={editingId === null ? undefined : view.find(editingId)}
            goals={goalList}
            groups={groups}
            onClose={closeEditor}
            onSave={actions.save}
            onDelete={actions.remove}
          />
        </Suspense>
      )}
    </>
  );
}
