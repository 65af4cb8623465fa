import { TIER_NAMES } from '@pomoplan/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminUserView } from '../../api/admin';
import { adminUserPath } from './adminPaths';
import { DetailList } from './DetailList';
import { formatDateTime, fullName, NOT_SET } from './format';

/** The user-details modal of the Users tab. */
export function UserDetailsDialog(props: { user: AdminUserView | null; onClose(): void }) {
  const { user } = props;
  return (
    <Dialog open={user !== null} onClose={props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>User Details</DialogTitle>
      {user && (
        <DialogContent dividers>
          <DetailList
            items={[
              ['Name', fullName(user)],
              ['Email', user.email],
              ['User ID', user.id],
              ['Plan', TIER_NAMES[user.subscriptionTier]],
              ['Created', formatDateTime(user.createdAt)],
              ['Updated', formatDateTime(user.updatedAt)],
              [
                'Projects / goals / groups',
                user.counts
                  ? `${user.counts.projects} / ${user.counts.goals} / ${user.counts.groups}`
                  : NOT_SET,
              ],
              ['Google Calendar', user.googleCalendarConnected ? 'Connected' : 'Not connected'],
              ['Stripe customer ID', user.stripeCustomerId ?? NOT_SET],
              ['Stripe subscription ID', user.stripeSubscriptionId ?? NOT_SET],
            ]}
          />
        </DialogContent>
      )}
      <DialogActions>
        {user && (
          <Button component={RouterLink} to={adminUserPath(user.id)}>
            Open user page
          </Button>
        )}
        <Button onClick={props.onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
