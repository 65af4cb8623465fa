import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

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
        <div>
          <Typography
            id={headingId}
            variant="h6"
            component="h2"
            sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
          >
            {icon}
            {title}
          </Typography>
          {description && (
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          )}
        </div>
        {children}
      </CardContent>
    </Card>
  );
}
