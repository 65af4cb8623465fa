import { useParams } from 'react-router-dom';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { GoalDetailPage } from './GoalDetailPage';
import { GoalsOverview } from './GoalsOverview';

/** The goals feature's entry: /goals lists goals and groups, /goal/{id} shows one goal. */
export default function GoalsPage() {
  const { id } = useParams();
  return (
    <ErrorBoundary key={id}>
      {id ? <GoalDetailPage goalId={id} /> : <GoalsOverview />}
    </ErrorBoundary>
  );
}
