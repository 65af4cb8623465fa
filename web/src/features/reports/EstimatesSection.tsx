import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import InsightsIcon from '@mui/icons-material/Insights';
import TimerIcon from '@mui/icons-material/Timer';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { EstimatesReport, Report } from '@pomoplan/domain';
import { StatCards } from '../tasks';
import { AccuracyChart } from './AccuracyChart';
import { EstimateProjectsChart } from './EstimateProjectsChart';
import { FigureCard } from './FigureCard';
import { OverEstimateList } from './OverEstimateList';
import { FigureGrid, ReportSection } from './ReportSection';
import { accuracyFigure, estimateProjectsFigure, type NameOf } from './reportFigures';

/** The sentence a person can act on, the first thing the section says. */
function EstimateSentence({ sentence }: { sentence: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        p: 2,
        borderRadius: 2,
        bgcolor: 'action.hover',
      }}
    >
      <InsightsIcon color="primary" aria-hidden sx={{ fontSize: 32 }} />
      <Typography
        variant="h6"
        component="p"
        sx={{ fontWeight: 600, fontSize: { xs: '1.0625rem', sm: '1.25rem' } }}
      >
        {sentence}
      </Typography>
    </Box>
  );
}

/** How the estimates of the completed tasks held: per project, over the weeks, the worst ones. */
export function EstimatesSection(props: {
  report: Report;
  estimates: EstimatesReport;
  projectName: NameOf;
}) {
  const { report, estimates } = props;
  const projects = estimateProjectsFigure(estimates, props.projectName);
  const accuracy = accuracyFigure(estimates);
  return (
    <ReportSection
      title="Estimates"
      note="Completed tasks that ran at least one pomodoro, their estimate against what they took."
    >
      <EstimateSentence sentence={estimates.sentence} />
      {estimates.tasks > 0 && (
        <>
          <StatCards
            stats={[
              {
                label: 'Tasks measured',
                value: estimates.tasks,
                icon: <AssignmentTurnedInIcon />,
              },
              {
                label: 'Pomodoros estimated',
                value: estimates.estimated,
                icon: <TimerOutlinedIcon />,
              },
              { label: 'Pomodoros spent', value: estimates.spent, icon: <TimerIcon /> },
            ]}
          />
          <FigureGrid>
            <FigureCard
              title="Estimated and spent, by project"
              table={projects.table}
              report={report}
            >
              <EstimateProjectsChart figure={projects} />
            </FigureCard>
            <FigureCard
              title="Estimate accuracy over the weeks"
              description="Pomodoros spent for each one estimated; 1.0× is right on."
              table={accuracy.table}
              report={report}
            >
              <AccuracyChart figure={accuracy} days={report.days} />
            </FigureCard>
            <OverEstimateList tasks={estimates.over} projectName={props.projectName} />
          </FigureGrid>
        </>
      )}
    </ReportSection>
  );
}
