import { PageHeader } from '../../app/shell/PageHeader';

export default function TimelinePage() {
  return <PageHeader title="Timeline" />;
}
