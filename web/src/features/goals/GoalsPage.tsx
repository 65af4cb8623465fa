import { PageHeader } from '../../app/shell/PageHeader';

export default function GoalsPage() {
  return <PageHeader title="Goals" />;
}
