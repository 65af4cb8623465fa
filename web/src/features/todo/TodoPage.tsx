import { PageHeader } from '../../ui/PageHeader';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { TodayFocus } from '../focus';
import { TodoBoard } from './TodoBoard';

export default function TodoPage() {
  return (
    <>
      <PageHeader title="To Do" subtitle="Simple task management" actions={<TodayFocus />} />
      <ErrorBoundary>
        <TodoBoard />
      </ErrorBoundary>
    </>
  );
}
