import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { TodoFilters } from '@pomoplan/domain';
import { useState } from 'react';
import { useLatestAnalysis } from '../../data/analyses';
import { useGoals } from '../../data/goals';
import { useGroups } from '../../data/groups';
import { useActiveTodos, useCompletedTodos } from '../../data/todos';
import { useUid } from '../../data/useUid';
import { ActiveTodos } from './ActiveTodos';
import { AddTodoForm } from './AddTodoForm';
import { AiAssistantCard } from './AiAssistantCard';
import { CompletedTodos } from './CompletedTodos';
import { TodoEditPanel } from './TodoEditPanel';
import { TodoFilterBar, type TodoSort } from './TodoFilterBar';
import { useTodoActions } from './useTodoActions';
import { useTodoView } from './useTodoView';

// One shared empty list, so memoised views do not recompute while data loads.
const EMPTY: never[] = [];

/** Everything below the header; its live queries fail into the page's error boundary. */
export function TodoBoard() {
  const uid = useUid();
  const activeTodos = useActiveTodos(uid);
  const completedTodos = useCompletedTodos(uid);
  const goals = useGoals(uid);
  const groups = useGroups(uid) ?? EMPTY;
  const analysis = useLatestAnalysis(uid);
  const actions = useTodoActions(uid);
  const [filters, setFilters] = useState<TodoFilters>({ due: 'all', goal: { type: 'all' } });
  const [sort, setSort] = useState<TodoSort>({ key: 'created', direction: 'desc' });
  const [editingId, setEditingId] = useState<string | null>(null);
  const view = useTodoView(activeTodos, completedTodos, goals, filters, sort);
  const goalList = goals ?? EMPTY;
  const listProps = {
    goalsById: view.goalsById,
    pendingToggles: actions.pendingToggles,
    onToggle: actions.toggle,
    onOpen: setEditingId,
  };

  return (
    <>
      <Box sx={{ px: { xs: 2, md: 4 }, pb: 4, display: 'grid', gap: 3, maxWidth: 960 }}>
        <Card variant="outlined">
          <CardContent>
            <AddTodoForm goals={goalList} groups={groups} onAdd={actions.add} />
          </CardContent>
        </Card>
        <AiAssistantCard analysis={analysis} />
        <TodoFilterBar
          filters={view.filters}
          onFiltersChange={setFilters}
          sort={sort}
          onSortChange={setSort}
          goals={goalList}
          groups={groups}
          counts={view.counts}
        />
        <ActiveTodos todos={view.active} anyActive={view.anyActive} {...listProps} />
        <CompletedTodos todos={view.completed} {...listProps} />
      </Box>
      <TodoEditPanel
        todo={editingId === null ? undefined : view.find(editingId)}
        goals={goalList}
        groups={groups}
        onClose={() => setEditingId(null)}
        onSave={actions.save}
        onDelete={actions.remove}
      />
    </>
  );
}
