import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import type { EmulatorGoogleAccount } from '../../platform/session/authContext';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The emulator's stand-in for Google's account chooser (local builds only). */
export function EmulatorGoogleDialog(props: {
  open: boolean;
  onClose(): void;
  onChoose(account: EmulatorGoogleAccount): void;
}) {
  const [email, setEmail] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!EMAIL.test(email.trim())) {
      setError('Enter an e-mail address such as ada@example.com');
      return;
    }
    setError(null);
    props.onChoose({ email: email.trim(), displayName: displayName.trim() });
  }

  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>Choose a Google account</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            Local run on the Auth emulator: enter any Google account to sign in with.
          </DialogContentText>
          <TextField
            label="Google email"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error !== null}
            helperText={error}
            autoFocus
          />
          <TextField
            label="Display name"
            value={displayName}
            onChange={(event) => setDisplayName(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Sign in with Google
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
