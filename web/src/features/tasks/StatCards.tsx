import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface Stat {
  label: string;
  value: string | number;
  icon: ReactNode;
  /** A line under the value, e.g. the longest streak under the current one. */
  note?: string;
}

/**
 * A row of summary cards; each card is a region named by its label. On a phone three cards
 * stay one row of small cards, so the list below starts on the first screen; four go two by
 * two, as four in a row cut their labels and break a time such as "5 h 27 min" over three lines.
 */
export function StatCards({ stats }: { stats: readonly Stat[] }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: `repeat(${stats.length > 3 ? 2 : stats.length}, minmax(0, 1fr))`,
          sm: `repeat(${stats.length}, minmax(0, 1fr))`,
        },
        gap: { xs: 1, sm: 2 },
        mb: 3,
      }}
    >
      {stats.map((stat) => (
        <Card key={stat.label} variant="outlined" component="section" aria-label={stat.label}>
          <CardContent
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              p: { xs: 1.5, sm: 2 },
              '&:last-child': { pb: { xs: 1.5, sm: 3 } },
            }}
          >
            <Box sx={{ color: 'primary.main', display: { xs: 'none', sm: 'flex' } }} aria-hidden>
              {stat.icon}
            </Box>
            <Box>
              <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.3 }}>
                {stat.label}
              </Typography>
              <Typography
                variant="h5"
                component="p"
                sx={{ fontWeight: 700, fontSize: { xs: '1.25rem', sm: '1.5rem' } }}
              >
                {stat.value}
              </Typography>
              {stat.note && (
                <Typography variant="body2" color="text.secondary">
                  {stat.note}
                </Typography>
              )}
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
