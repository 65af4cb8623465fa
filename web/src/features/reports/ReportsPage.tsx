import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  FREE_REPORT_DAYS,
  REPORTS_REQUIRE_MASTER,
  TIER_NAMES,
  type Report,
  type ReportRange,
} from '@pomoplan/domain';
import { useMemo, useState } from 'react';
import { useGoals } from '../../data/goals';
import { useProjects } from '../../data/projects';
import { EMPTY } from '../../data/sync/useLive';
import { useUid } from '../../data/useUid';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { PageHeader } from '../../ui/PageHeader';
import { UpgradeRequired } from '../billing';
import { EstimatesSection } from './EstimatesSection';
import { FocusSection } from './FocusSection';
import { RangePicker } from './RangePicker';
import { ReportFilter } from './ReportFilter';
import { ReportSkeleton } from './ReportSkeleton';
import { DELETED_GOAL, DELETED_PROJECT, namesFrom, type NameOf } from './reportFigures';
import { useReport } from './useReport';
import { WeeklyReviewCard } from './WeeklyReviewCard';
import { WorkSection } from './WorkSection';

interface Names {
  projectName: NameOf;
  goalName: NameOf;
  projectColor: (projectId: string) => string | undefined;
}

/** The report's sections; without reporting, the week of focus and the upgrade notice. */
function ReportBody({
  report,
  names,
  goalFiltered,
}: {
  report: Report;
  names: Names;
  goalFiltered: boolean;
}) {
  return (
    <>
      <FocusSection
        report={report}
        projectName={names.projectName}
        projectColor={names.projectColor}
        note={
          goalFiltered
            ? 'Focus is counted by project: the goal filter applies to the todos done.'
            : undefined
        }
      />
      {report.estimates && (
        <EstimatesSection
          report={report}
          estimates={report.estimates}
          projectName={names.projectName}
        />
      )}
      {report.work && (
        <WorkSection
          report={report}
          work={report.work}
          projectName={names.projectName}
          goalName={names.goalName}
        />
      )}
    </>
  );
}

/** /reports: where the focus went, how the estimates held, what got done. */
function Reports() {
  const uid = useUid();
  const { data: projects = EMPTY } = useProjects(uid);
  const { data: goals = EMPTY } = useGoals(uid);
  const [days, setDays] = useState<ReportRange>(FREE_REPORT_DAYS);
  const [chosenProject, setProjectId] = useState<string>();
  const [chosenGoal, setGoalId] = useState<string>();
  // A project or goal deleted while chosen leaves the filter.
  const projectId = projects.some((project) => project.id === chosenProject)
    ? chosenProject
    : undefined;
  const goalId = goals.some((goal) => goal.id === chosenGoal) ? chosenGoal : undefined;
  const { report, loading, error, retry } = useReport({
    days,
    ...(projectId !== undefined ? { projectId } : {}),
    ...(goalId !== undefined ? { goalId } : {}),
  });
  const names = useMemo<Names>(() => {
    const colors = new Map(projects.map((project) => [project.id, project.color]));
    return {
      projectName: namesFrom(projects, DELETED_PROJECT),
      goalName: namesFrom(goals, DELETED_GOAL),
      projectColor: (id) => colors.get(id),
    };
  }, [projects, goals]);
  // Until the first answer tells, nothing may be picked that the tier might refuse.
  const locked = report?.reporting !== true;
  const upgrade = report?.reporting === false && error === undefined;

  return (
    <>
      <PageHeader
        title="Reports"
        subtitle="Where your focus went, how your estimates held, what you got done"
      />
      {/* The upgrade notice below brings its own space. */}
      <Box sx={{ px: { xs: 2, md: 4 }, pb: upgrade ? 0 : 4 }} aria-busy={loading}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 220px))' },
            gap: 2,
            mb: 1,
          }}
        >
          <RangePicker value={days} onChange={setDays} disabled={locked} />
          <ReportFilter
            label="Project"
            allLabel="All projects"
            value={projectId}
            options={projects}
            onChange={setProjectId}
            disabled={locked}
          />
          <ReportFilter
            label="Goal"
            allLabel="All goals"
            value={goalId}
            options={goals}
            onChange={setGoalId}
            disabled={locked}
          />
        </Box>
        {report && !report.reporting && (
          <Typography variant="body2" color="text.secondary">
            Your plan shows the last {FREE_REPORT_DAYS} days of focus. Master adds longer ranges,
            filters, estimates and work done.
          </Typography>
        )}
        <Box sx={{ height: 4, my: 2 }}>
          {loading && report && <LinearProgress aria-label="Loading the report" />}
        </Box>
        {error !== undefined ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={retry}>
                Retry
              </Button>
            }
          >
            {error}
          </Alert>
        ) : report ? (
          <>
            {report.reporting && <WeeklyReviewCard uid={uid} />}
            <ReportBody report={report} names={names} goalFiltered={goalId !== undefined} />
          </>
        ) : (
          <ReportSkeleton />
        )}
      </Box>
      {upgrade && <UpgradeRequired message={REPORTS_REQUIRE_MASTER} plan={TIER_NAMES.master} />}
    </>
  );
}

export default function ReportsPage() {
  return (
    <ErrorBoundary>
      <Reports />
    </ErrorBoundary>
  );
}
