import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { GoalProgress, Report } from '@pomoplan/domain';
import { useEffect, useState } from 'react';
import { fetchGoalsProgress } from '../../api/reports';
import { FigureCard } from './FigureCard';
import { goalsProgressTable, paceOf } from './reportFigures';

/** One goal: a bar of its linked todos done, and a mark where its time passed stands. */
function GoalPace({ goal }: { goal: GoalProgress }) {
  const done = goal.linked === 0 ? 0 : Math.round((goal.done / goal.linked) * 100);
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {goal.name}
        </Typography>
        <Typography
          variant="body2"
          sx={{ color: goal.behind ? 'error.main' : 'text.secondary', fontWeight: 600 }}
        >
          {paceOf(goal)}
        </Typography>
      </Box>
      <Box sx={{ position: 'relative' }}>
        <LinearProgress
          variant="determinate"
          value={done}
          color={goal.behind ? 'error' : 'success'}
          sx={{ height: 8, borderRadius: 4 }}
        />
        <Box
          sx={{
            position: 'absolute',
            top: -3,
            bottom: -3,
            left: `${goal.timePassed}%`,
            width: 2,
            bgcolor: 'text.primary',
          }}
        />
      </Box>
      <Typography variant="caption" color="text.secondary">
        {goal.done} of {goal.linked} linked todos done · {goal.timePassed}% of its time passed (
        {goal.startDate} to {goal.endDate})
      </Typography>
    </Box>
  );
}

/** The dated goals' pace, asked apart from the report: counting their todos costs more reads. */
export function GoalsProgressCard({ report }: { report: Pick<Report, 'from' | 'to'> }) {
  const [goals, setGoals] = useState<GoalProgress[]>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    fetchGoalsProgress().then(
      (answer) => live && setGoals(answer),
      (error: unknown) => {
        console.error('Failed to load the goals’ progress', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  const empty = failed
    ? 'The goals’ progress could not be loaded. Reload the page to try again.'
    : goals?.length === 0
      ? 'No goal with a start and an end date. Give a goal its dates to see whether its todos keep pace.'
      : undefined;
  return (
    <FigureCard
      wide
      title="Goals against their dates"
      description="Linked todos done; the mark is how much of the goal's time has passed."
      table={goalsProgressTable(goals ?? [])}
      report={report}
      empty={empty}
    >
      {goals === undefined ? (
        <Skeleton variant="rounded" height={64} aria-label="Loading the goals' progress" />
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {goals.map((goal) => (
            <GoalPace key={goal.goalId} goal={goal} />
          ))}
        </Box>
      )}
    </FigureCard>
  );
}
