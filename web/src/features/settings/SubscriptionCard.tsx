import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { planLabel, type User } from '@pomoplan/domain';
import { Link as RouterLink } from 'react-router-dom';

export function SubscriptionCard({ user }: { user: User | undefined }) {
  const free = user?.subscriptionTier === 'free';
  return (
    <Card variant="outlined" component="section" aria-labelledby="settings-subscription">
      <CardContent>
        <Typography id="settings-subscription" variant="h6" component="h2">
          Subscription
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mt: 1 }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="body2" color="text.secondary">
              Current plan
            </Typography>
            {user ? (
              <Typography sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 0.5 }}>
                {!free && <StarIcon fontSize="small" sx={{ color: '#EAB308' }} aria-hidden />}
                {planLabel(user.subscriptionTier)}
              </Typography>
            ) : (
              <Skeleton width={100} />
            )}
          </Box>
          <Button component={RouterLink} to="/subscribe" variant={free ? 'contained' : 'outlined'}>
            {free ? 'Upgrade Plan' : 'Change Plan'}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
