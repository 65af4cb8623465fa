import ChecklistIcon from '@mui/icons-material/Checklist';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import type { Report, WorkReport } from '@pomoplan/domain';
import { StatCards } from '../tasks';
import type { ChartColors } from './chartColors';
import { CountsChart } from './CountsChart';
import { FigureCard } from './FigureCard';
import { GoalsProgressCard } from './GoalsProgressCard';
import { EmptyFigures, FigureGrid, ReportSection } from './ReportSection';
import { WorkWeeksChart } from './WorkWeeksChart';
import {
  workGoalsFigure,
  workProjectsFigure,
  workWeeksFigure,
  type CountsFigure,
  type NameOf,
} from './reportFigures';

/** Completions per project or goal, or the sentence that says there were none. */
function CountsCard(props: {
  title: string;
  figure: CountsFigure;
  report: Report;
  label: string;
  color: keyof ChartColors;
  none: string;
}) {
  const { figure } = props;
  return (
    <FigureCard
      title={props.title}
      table={figure.table}
      report={props.report}
      empty={figure.entries.length === 0 ? props.none : undefined}
    >
      <CountsChart figure={figure} label={props.label} color={props.color} />
    </FigureCard>
  );
}

/** What got done: tasks and todos completed per week, by project and by goal. */
export function WorkSection(props: {
  report: Report;
  work: WorkReport;
  projectName: NameOf;
  goalName: NameOf;
}) {
  const { report, work } = props;
  const weeks = workWeeksFigure(work);
  const projects = workProjectsFigure(work, props.projectName);
  const goals = workGoalsFigure(work, props.goalName);
  return (
    <ReportSection title="Work done">
      <StatCards
        stats={[
          { label: 'Tasks completed', value: work.tasks, icon: <TaskAltIcon /> },
          { label: 'Todos completed', value: work.todos, icon: <ChecklistIcon /> },
        ]}
      />
      {work.tasks + work.todos === 0 ? (
        <EmptyFigures>
          Nothing completed in these days yet. Complete a task or tick off a todo to see your work
          here.
        </EmptyFigures>
      ) : (
        <FigureGrid>
          <FigureCard wide title="Completed per week" table={weeks.table} report={report}>
            <WorkWeeksChart figure={weeks} days={report.days} />
          </FigureCard>
          <CountsCard
            title="Tasks by project"
            figure={projects}
            report={report}
            label="Tasks"
            color="focus"
            none="No task of a project was completed in these days."
          />
          <CountsCard
            title="Todos by goal"
            figure={goals}
            report={report}
            label="Todos"
            color="todos"
            none="No todo linked to a goal was completed in these days."
          />
        </FigureGrid>
      )}
      <GoalsProgressCard report={report} />
    </ReportSection>
  );
}
