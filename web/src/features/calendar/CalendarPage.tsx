import { PageHeader } from '../../app/shell/PageHeader';

export default function CalendarPage() {
  return <PageHeader title="Calendar" />;
}
