import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { planLabel } from '@pomoplan/domain';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { paidTierOf } from '../../features/billing';
import { ShellBanner } from '../../ui/ShellBanner';

/**
 * After a checkout the app opens on the new plan; the confirmation stays above the page until
 * the user dismisses it or moves on, so there is time to read it.
 */
export function PlanWelcomeBanner() {
  const location = useLocation();
  const navigate = useNavigate();
  const tier = paidTierOf(location.state);
  if (!tier) return null;
  const dismiss = () => navigate(`${location.pathname}${location.search}`, { replace: true });
  return (
    <ShellBanner severity="success" title="Payment Successful">
      <Box>
        You&apos;re now on the {planLabel(tier)}. Change or cancel it any time in{' '}
        <Link component={RouterLink} to="/settings">
          Settings
        </Link>
        .
      </Box>
      <Button size="small" color="success" variant="outlined" onClick={dismiss} sx={{ mt: 1 }}>
        Dismiss
      </Button>
    </ShellBanner>
  );
}
