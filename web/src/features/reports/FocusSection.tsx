import AvTimerIcon from '@mui/icons-material/AvTimer';
import FlagIcon from '@mui/icons-material/Flag';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import TimerIcon from '@mui/icons-material/Timer';
import { formatDuration, type Report } from '@pomoplan/domain';
import { StatCards } from '../tasks';
import { DailyGoalChart } from './DailyGoalChart';
import { FigureCard } from './FigureCard';
import { FocusShareChart } from './FocusShareChart';
import { FocusTimeChart } from './FocusTimeChart';
import { HourHeatMap } from './HourHeatMap';
import { EmptyFigures, FigureGrid, ReportSection } from './ReportSection';
import {
  dailyGoalFigure,
  focusShareFigure,
  focusTimeFigure,
  hourFigure,
  isWeekly,
  type NameOf,
} from './reportFigures';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** The overview: time, pomodoros, the daily goal and the streak. */
function FocusOverview({ report }: { report: Report }) {
  const { focus } = report;
  const met = focus.days.filter(
    (day) => focus.dailyGoal > 0 && day.pomodoros >= focus.dailyGoal,
  ).length;
  return (
    <StatCards
      stats={[
        {
          label: 'Focus time',
          value: formatDuration(focus.minutes),
          ...(focus.minutes > 0
            ? { note: `About ${formatDuration(focus.minutes / report.days)} a day` }
            : {}),
          icon: <AvTimerIcon />,
        },
        {
          label: 'Pomodoros',
          value: focus.pomodoros,
          note: `Daily goal: ${focus.dailyGoal}`,
          icon: <TimerIcon />,
        },
        {
          label: 'Days at your goal',
          value: `${met} of ${report.days}`,
          icon: <FlagIcon />,
        },
        {
          label: 'Streak',
          value: focus.streak.current > 0 ? `${focus.streak.current}-day streak` : 'No streak',
          note: `Longest: ${days(focus.streak.longest)}`,
          icon: <LocalFireDepartmentIcon />,
        },
      ]}
    />
  );
}

/** Where the focus went: per day, against the daily goal, by project, by hour of the week. */
export function FocusSection(props: {
  report: Report;
  projectName: NameOf;
  projectColor: (projectId: string) => string | undefined;
  note?: string;
}) {
  const { report } = props;
  const weekly = isWeekly(report);
  const per = weekly ? 'week' : 'day';
  const time = focusTimeFigure(report);
  const goal = dailyGoalFigure(report);
  const share = focusShareFigure(report, props.projectName);
  const hours = hourFigure(report);
  return (
    <ReportSection title="Focus" note={props.note}>
      <FocusOverview report={report} />
      {report.focus.minutes === 0 ? (
        <EmptyFigures>
          No focus yet in these days. Start a pomodoro from any task or todo to see your focus here.
        </EmptyFigures>
      ) : (
        <FigureGrid>
          <FigureCard wide title={`Focus time per ${per}`} table={time.table} report={report}>
            <FocusTimeChart figure={time} days={report.days} weekly={weekly} />
          </FigureCard>
          <FigureCard
            title="Pomodoros against your daily goal"
            description={
              weekly
                ? `Pomodoros a day, on average over each week; your goal is ${report.focus.dailyGoal} a day.`
                : `The days that reached your goal of ${report.focus.dailyGoal} stand out.`
            }
            table={goal.table}
            report={report}
          >
            <DailyGoalChart figure={goal} days={report.days} weekly={weekly} />
          </FigureCard>
          <FigureCard title="Focus by project" table={share.table} report={report}>
            <FocusShareChart figure={share} colorOf={props.projectColor} />
          </FigureCard>
          <FigureCard
            wide
            namedParts
            title="When you focus"
            description="Minutes focused by weekday and hour of the day; darker is more."
            table={hours.table}
            report={report}
          >
            <HourHeatMap figure={hours} />
          </FigureCard>
        </FigureGrid>
      )}
    </ReportSection>
  );
}
