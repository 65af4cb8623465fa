import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled card; its title names the region for assistive technology. */
export function Section(props: {
  title: string;
  subtitle?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" aria-label={props.title}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'flex-start',
            justifyContent: 'space-between',
            gap: 2,
          }}
        >
          <Box>
            <Typography variant="h6" component="h2">
              {props.title}
            </Typography>
            {props.subtitle && <Typography color="text.secondary">{props.subtitle}</Typography>}
          </Box>
          {props.action}
        </Box>
        {props.children}
      </CardContent>
    </Card>
  );
}
