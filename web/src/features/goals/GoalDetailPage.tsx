import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { goalColorName, goalDateRange, sortTodos, type Goal, type Todo } from '@pomoplan/domain';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../ui/PageHeader';
import { useGoal } from '../../data/goals';
import { useGroups } from '../../data/groups';
import { useGoalTodos } from '../../data/todos';
import { useUid } from '../../data/useUid';
import { ColorDot } from '../../ui/ColorDot';
import { TodoList, useTodoActions } from '../todo';

function colourName(hex: string): string {
  const name = goalColorName(hex) ?? hex;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function BackToGoals() {
  return (
    <Button component={RouterLink} to="/goals" startIcon={<ArrowBackIcon />}>
      Back to Goals
    </Button>
  );
}

/** /goal/{id}: one goal, its group and dates, and the todos linked to it. */
export function GoalDetailPage({ goalId }: { goalId: string }) {
  const uid = useUid();
  const { loading, data: goal } = useGoal(uid, goalId);

  if (loading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading goal" />
      </Box>
    );
  }
  if (!goal) {
    return (
      <>
        <PageHeader title="Goal Not Found" subtitle="This goal does not exist or was deleted." />
        <Box sx={{ px: { xs: 2, md: 4 } }}>
          <BackToGoals />
        </Box>
      </>
    );
  }
  return <GoalDetail uid={uid} goal={goal} />;
}

function GoalDetail({ uid, goal }: { uid: string; goal: Goal }) {
  const groups = useGroups(uid).data;
  const todos = useGoalTodos(uid, goal.id).data;
  const actions = useTodoActions(uid);
  const group = groups?.find((item) => item.id === goal.groupId);
  const dates = goalDateRange(goal);
  const goalsById = useMemo(() => new Map([[goal.id, goal]]), [goal]);
  const [open, completed] = useMemo(() => {
    const sorted = sortTodos(todos ?? [], 'created', 'asc');
    return [sorted.filter((todo) => !todo.completed), sorted.filter((todo) => todo.completed)];
  }, [todos]);

  const section = (title: string, list: Todo[], empty: string) => (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title} ({list.length})
        </Typography>
        {todos === undefined ? (
          <CircularProgress aria-label="Loading todos" size={24} />
        ) : list.length === 0 ? (
          <Typography color="text.secondary">{empty}</Typography>
        ) : (
          <TodoList
            label={`${title} todos`}
            todos={list}
            goalsById={goalsById}
            pendingToggles={actions.pendingToggles}
            onToggle={actions.toggle}
          />
        )}
      </CardContent>
    </Card>
  );

  return (
    <>
      <PageHeader title={goal.name} subtitle={goal.description ?? undefined} />
      <Box sx={{ px: { xs: 2, md: 4 }, pb: 4, display: 'grid', gap: 3, maxWidth: 960 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <BackToGoals />
          <Chip
            variant="outlined"
            icon={<ColorDot color={goal.color} size={12} />}
            label={`Colour: ${colourName(goal.color)}`}
            sx={{ pl: 0.75 }}
          />
          <Chip
            variant="outlined"
            icon={group ? <ColorDot color={group.color} size={12} /> : undefined}
            label={group ? `Group: ${group.name}` : 'No group'}
            sx={{ pl: group ? 0.75 : 0 }}
          />
          <Chip variant="outlined" label={dates ?? 'No dates'} />
        </Box>
        {section('Open', open, 'No open todos for this goal.')}
        {section('Completed', completed, 'No completed todos yet.')}
      </Box>
    </>
  );
}
