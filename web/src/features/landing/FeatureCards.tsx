import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ChecklistIcon from '@mui/icons-material/Checklist';
import FlagIcon from '@mui/icons-material/Flag';
import TimerIcon from '@mui/icons-material/Timer';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Feature {
  icon: ReactNode;
  title: string;
  text: string;
}

const FEATURES: Feature[] = [
  {
    icon: <TimerIcon color="primary" />,
    title: 'Pomodoro estimates',
    text: 'Size every task in pomodoros and see how much focused time a project really needs.',
  },
  {
    icon: <ChecklistIcon color="primary" />,
    title: 'Quick todo list',
    text: 'Capture what matters today, tomorrow or anytime, and tick it off in one click.',
  },
  {
    icon: <FlagIcon color="primary" />,
    title: 'Goals and groups',
    text: 'Link todos to goals, organise goals in colour-coded groups and watch them move.',
  },
  {
    icon: <CalendarMonthIcon color="primary" />,
    title: 'Calendar and timeline',
    text: 'See the month at a glance and what is overdue, due today and coming up next.',
  },
  {
    icon: <AutoAwesomeIcon color="primary" />,
    title: 'AI daily summary',
    text: 'Every morning an assistant reads your list and tells you where to start.',
  },
];

export function FeatureCards() {
  return (
    <Box
      component="section"
      aria-label="Features"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' },
      }}
    >
      {FEATURES.map((feature) => (
        <Card key={feature.title} variant="outlined">
          <CardContent>
            {feature.icon}
            <Typography variant="h6" component="h2" sx={{ mt: 1, mb: 1 }}>
              {feature.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {feature.text}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
