import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

const PRO_REQUIRED =
  'This feature requires a Pro subscription. Upgrade now to access Timeline and Calendar views.';

/** What a free user sees on /calendar and /timeline, and a tier without reports on /reports. */
export function UpgradeRequired({
  message = PRO_REQUIRED,
  plan = 'Pro',
}: {
  message?: string;
  /** The plan the button names: 'Upgrade to Pro'. */
  plan?: string;
}) {
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: 4, display: 'flex', justifyContent: 'center' }}>
      <Card variant="outlined" sx={{ maxWidth: 480, textAlign: 'center' }}>
        <CardContent sx={{ p: 4, display: 'grid', gap: 2, justifyItems: 'center' }}>
          <LockIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            Upgrade Required
          </Typography>
          <Typography color="text.secondary">{message}</Typography>
          <Button component={RouterLink} to="/subscribe" variant="contained">
            Upgrade to {plan}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
