import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type FormEvent } from 'react';
import { useAuth } from '../../platform/session/authContext';
import { AuthCard } from '../auth';
import { useAdminSession } from './adminSession';

export const FILL_IN_ALL_FIELDS = 'Please fill in all fields';

/**
 * The admin credential form. Only a non-empty check here; the server checks the
 * credentials on the first call, and a refusal brings the form back with 'Access Denied'.
 */
export function AdminLoginForm() {
  const { denied, signIn } = useAdminSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  // An admin signed in to the app needs only the password: the e-mail is theirs.
  const { state } = useAuth();
  const ownEmail =
    state.status === 'signedIn' && state.isAdmin ? (state.firebaseUser?.email ?? null) : null;
  useEffect(() => {
    if (ownEmail !== null) setEmail((typed) => typed || ownEmail);
  }, [ownEmail]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(FILL_IN_ALL_FIELDS);
      return;
    }
    setError(null);
    signIn({ email: email.trim(), password });
  }

  return (
    <AuthCard title="Admin Panel" subtitle="Sign in with an administrator account">
      <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 16 }}>
        {denied && !error && (
          <Alert severity="error">
            <AlertTitle>Access Denied</AlertTitle>
            Invalid admin credentials
          </Alert>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          fullWidth
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" fullWidth>
          Sign In
        </Button>
      </form>
    </AuthCard>
  );
}
