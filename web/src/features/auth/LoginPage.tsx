import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ACCOUNT_DELETION_STARTED } from '@pomoplan/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useAuth, type EmulatorGoogleAccount } from '../../platform/session/authContext';
import { signInErrorMessage } from '../../platform/session/authErrors';
import { BRAND } from '../../ui/brand';
import { AuthCard } from './AuthCard';
import { GoogleButton } from './GoogleButton';
import { loginError } from './validation';

type Busy = 'none' | 'password' | 'google';

export default function LoginPage() {
  const { signInWithEmail, signInWithGoogle, prepare } = useAuth();
  // Load Firebase Auth while the user types, so the Google popup opens without delay.
  useEffect(prepare, [prepare]);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>('none');
  // Settings › Delete account comes here once the deletion is under way.
  const deleting = useSearchParams()[0].get('account') === 'deleting';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = loginError(email, password);
    setError(invalid);
    if (invalid) return;
    setBusy('password');
    try {
      await signInWithEmail(email.trim(), password);
    } catch (failure) {
      setError(signInErrorMessage(failure, 'Login failed'));
      setBusy('none');
    }
  }

  async function google(account?: EmulatorGoogleAccount) {
    setError(null);
    setBusy('google');
    try {
      await signInWithGoogle(account);
    } catch (failure) {
      setError(signInErrorMessage(failure, 'Google sign in failed'));
      setBusy('none');
    }
  }

  return (
    <AuthCard title={`Welcome to ${BRAND}`} subtitle="Sign in to your account">
      <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 16 }}>
        {deleting && !error && <Alert severity="info">{ACCOUNT_DELETION_STARTED}</Alert>}
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
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
        <Button type="submit" variant="contained" size="large" disabled={busy !== 'none'} fullWidth>
          {busy === 'password' ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <Divider>or</Divider>
      <GoogleButton
        busy={busy === 'google'}
        busyLabel="Signing in with Google..."
        disabled={busy !== 'none'}
        onSignIn={google}
      />
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        Don&apos;t have an account?{' '}
        <Link component={RouterLink} to="/signup">
          Sign up
        </Link>
      </Typography>
    </AuthCard>
  );
}
