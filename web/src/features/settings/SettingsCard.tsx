import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { ReactNode } from 'react';
import { TitleWithNote } from '../../ui/TitleWithNote';

interface SettingsCardProps {
  /** Makes the heading's id, `settings-{id}`, which names the section. */
  id: string;
  title: string;
  icon?: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

/** One section of the settings page: an outlined card named by its heading. */
export function SettingsCard({ id, title, icon, description, children }: SettingsCardProps) {
  const headingId = `settings-${id}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <TitleWithNote
          id={headingId}
          title={title}
          note={description}
          level="h2"
          variant="h6"
          icon={icon}
        />
        {children}
      </CardContent>
    </Card>
  );
}
