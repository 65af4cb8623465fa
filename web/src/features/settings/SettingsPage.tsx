import { PageHeader } from '../../app/shell/PageHeader';

export default function SettingsPage() {
  return <PageHeader title="Settings" />;
}
