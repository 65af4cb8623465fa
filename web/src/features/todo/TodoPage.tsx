import { PageHeader } from '../../app/shell/PageHeader';

export default function TodoPage() {
  return <PageHeader title="To Do" subtitle="Simple task management" />;
}
