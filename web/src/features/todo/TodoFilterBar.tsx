import { LazyMenuItem as MenuItem } from '../../ui/lazyOverlays';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { memo } from 'react';
import { LazyTooltip } from '../../ui/LazyTooltip';
import Typography from '@mui/material/Typography';
import {
  DUE_TYPE_LABELS,
  TODO_DUE_TYPES,
  TODO_SORT_DEFAULT_DIRECTION,
  TODO_SORT_KEYS,
  TODO_SORT_LABELS,
  type DueFilter,
  type Goal,
  type GoalFilter,
  type Group,
  type SortDirection,
  type TodoFilters,
  type TodoSortKey,
} from '@pomoplan/domain';
import { goalLabel, goalMenuItems } from './goalMenuItems';

export interface TodoSort {
  key: TodoSortKey;
  direction: SortDirection;
}

interface TodoFilterBarProps {
  filters: TodoFilters;
  onFiltersChange(filters: TodoFilters): void;
  sort: TodoSort;
  onSortChange(sort: TodoSort): void;
  goals: readonly Goal[];
  groups: readonly Group[];
  /** 'N active, M completed'; nothing while the lists load. */
  counts: string | undefined;
}

// Select values are strings; goal ids are prefixed so no id can collide with 'all' or 'none'.
function goalFilterValue(filter: GoalFilter): string {
  return filter.type === 'goal' ? `goal:${filter.goalId}` : filter.type;
}

function parseGoalFilter(value: string): GoalFilter {
  if (value.startsWith('goal:')) return { type: 'goal', goalId: value.slice('goal:'.length) };
  return value === 'none' ? { type: 'none' } : { type: 'all' };
}

export function TodoFilterBar({ counts, ...controls }: TodoFilterBarProps) {
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
      role="group"
      aria-label="Filter and sort todos"
    >
      <FilterControls {...controls} />
      <Typography
        variant="body2"
        color="text.secondary"
        aria-live="polite"
        sx={{ ml: { sm: 'auto' }, width: { xs: '100%', sm: 'auto' } }}
      >
        {counts}
      </Typography>
    </Box>
  );
}

// The counts change with every todo added, toggled or synced from another tab; the three
// selects (each an MUI Select with its menu items) only with the filters, the sort or the
// goals. Kept apart, a live change re-renders the counts' text alone.
const FilterControls = memo(function FilterControls(props: Omit<TodoFilterBarProps, 'counts'>) {
  const { filters, sort, goals } = props;
  const ascending = sort.direction === 'asc';
  const directionLabel = `Sort direction: ${ascending ? 'ascending' : 'descending'}`;

  return (
    <>
      <TextField
        select
        size="small"
        label="Due date filter"
        value={filters.due}
        onChange={(event) =>
          props.onFiltersChange({ ...filters, due: event.target.value as DueFilter })
        }
        sx={{ minWidth: 130 }}
      >
        <MenuItem value="all">All</MenuItem>
        {TODO_DUE_TYPES.map((dueType) => (
          <MenuItem key={dueType} value={dueType}>
            {DUE_TYPE_LABELS[dueType]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Goal filter"
        value={goalFilterValue(filters.goal)}
        onChange={(event) =>
          props.onFiltersChange({ ...filters, goal: parseGoalFilter(event.target.value) })
        }
        sx={{ minWidth: 150 }}
        slotProps={{
          select: {
            renderValue: (value) => {
              if (value === 'all') return 'All Goals';
              if (value === 'none') return 'No Goal';
              const goal = parseGoalFilter(String(value));
              return goalLabel(
                goals.find((item) => goal.type === 'goal' && item.id === goal.goalId),
                'All Goals',
              );
            },
          },
        }}
      >
        <MenuItem value="all">All Goals</MenuItem>
        <MenuItem value="none">No Goal</MenuItem>
        {goalMenuItems(goals, props.groups, (goal) => `goal:${goal.id}`)}
      </TextField>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <TextField
          select
          size="small"
          label="Sort by"
          value={sort.key}
          onChange={(event) => {
            // A newly chosen key starts in its own direction, not where the last one was left.
            const key = event.target.value as TodoSortKey;
            props.onSortChange({ key, direction: TODO_SORT_DEFAULT_DIRECTION[key] });
          }}
          sx={{ minWidth: 130 }}
        >
          {TODO_SORT_KEYS.map((key) => (
            <MenuItem key={key} value={key}>
              {TODO_SORT_LABELS[key]}
            </MenuItem>
          ))}
        </TextField>
        <LazyTooltip title={ascending ? 'Ascending' : 'Descending'}>
          <IconButton
            aria-label={directionLabel}
            onClick={() => props.onSortChange({ ...sort, direction: ascending ? 'desc' : 'asc' })}
          >
            {ascending ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
          </IconButton>
        </LazyTooltip>
      </Box>
    </>
  );
});
