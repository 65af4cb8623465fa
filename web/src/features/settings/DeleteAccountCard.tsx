import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { confirmsEmail } from '@pomoplan/domain';
import { useId, useState, type FormEvent } from 'react';
import { requestAccountDeletion } from '../../api/account';
import { ApiError } from '../../api/client';
import { useSignedIn } from '../../platform/session/authContext';
import { useServerOnly } from '../../platform/offline/useServerOnly';
import { signInErrorMessage } from '../../platform/session/authErrors';
import {
  hasPassword,
  signedInRecently,
  signInAgainWithPassword,
} from '../../platform/session/recentSignIn';
import { SettingsCard } from './SettingsCard';

/** Where the app goes once the deletion is under way: the sign-in page says what happens next. */
export const AFTER_DELETION_URL = '/login?account=deleting';

/**
 * Deleting the account: the person types their e-mail to confirm, and signs in again with
 * their password when their last sign-in is not recent (the server refuses it otherwise).
 */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  const server = useServerOnly();
  return (
    <SettingsCard
      id="delete-account"
      title="Delete account"
      icon={<DeleteForeverIcon aria-hidden />}
      description="Deletes your account and everything in it for good: projects, tasks, todos, goals and settings. A subscription is cancelled at once and a connected Google Calendar is disconnected."
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          color="error"
          disabled={server.offline}
          aria-describedby={server.describedBy}
          onClick={() => setOpen(true)}
        >
          Delete account…
        </Button>
        {server.note}
      </Box>
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} />}
    </SettingsCard>
  );
}

function DeleteAccountDialog({ onClose }: { onClose(): void }) {
  const { firebaseUser, signOut } = useSignedIn();
  const email = firebaseUser?.email ?? '';
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [askPassword, setAskPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const server = useServerOnly();

  async function signInIfNeeded(): Promise<boolean> {
    if (await signedInRecently()) return true;
    if (!askPassword) {
      setAskPassword(true);
      setError(
        hasPassword()
          ? 'For your safety, enter your password to confirm it is you.'
          : 'For your safety, sign out and sign in again, then delete your account.',
      );
      return false;
    }
    try {
      await signInAgainWithPassword(password);
      return true;
    } catch (failure) {
      setError(signInErrorMessage(failure, 'The password could not be checked'));
      return false;
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (!(await signInIfNeeded())) return;
      await requestAccountDeletion(typed.trim());
      await signOut();
      window.location.assign(AFTER_DELETION_URL);
    } catch (failure) {
      console.error('Failed to delete the account', failure);
      setError(
        failure instanceof ApiError && failure.status < 500
          ? failure.serverMessage
          : 'Your account could not be deleted. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>Delete your account?</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            This cannot be undone. Everything in your account is deleted, and you are signed out.
            Type <strong>{email}</strong> to confirm.
          </DialogContentText>
          {error && <Alert severity="warning">{error}</Alert>}
          <TextField
            label="Your e-mail"
            type="email"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoFocus
          />
          {askPassword && hasPassword() && (
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </DialogContent>
        <DialogActions>
          {server.note}
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="submit"
            color="error"
            variant="contained"
            disabled={busy || server.offline || !confirmsEmail(typed, email)}
            aria-describedby={server.describedBy}
          >
            Delete my account
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
