import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  useAuth,
  type EmulatorGoogleAccount,
  type SignUpForm,
} from '../../platform/session/authContext';
import { signUpErrorMessage } from '../../platform/session/authErrors';
import { BRAND } from '../../ui/brand';
import { pasteOnOneLine } from '../../ui/oneLine';
import { AuthCard } from './AuthCard';
import { GoogleButton } from './GoogleButton';
import { signUpError } from './validation';

type Busy = 'none' | 'password' | 'google';

const EMPTY: SignUpForm = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/** A paid plan the visitor chose before signing up: named on the form, its checkout next. */
export interface JoiningPlan {
  /** "You're joining Pro – $3/month". */
  text: string;
  /** Where the new account goes: the plan's checkout. */
  next: string;
}

export default function SignUpPage({ joining }: { joining?: JoiningPlan | null }) {
  const { signUp, signInWithGoogle, prepare } = useAuth();
  // Load Firebase Auth while the user types, so the Google popup opens without delay.
  useEffect(prepare, [prepare]);
  const navigate = useNavigate();
  const next = joining?.next ?? '/';
  const [form, setForm] = useState<SignUpForm>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>('none');

  const field = (name: keyof SignUpForm) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  });
  const nameField = (name: 'firstName' | 'lastName') => ({
    ...field(name),
    onPaste: pasteOnOneLine,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = signUpError(form);
    setError(invalid);
    if (invalid) return;
    setBusy('password');
    try {
      await signUp(form);
      navigate(next, { replace: true });
    } catch (failure) {
      setError(signUpErrorMessage(failure, 'Registration failed'));
      setBusy('none');
    }
  }

  async function google(account?: EmulatorGoogleAccount) {
    setError(null);
    setBusy('google');
    try {
      await signInWithGoogle(account);
      navigate(next, { replace: true });
    } catch (failure) {
      setError(signUpErrorMessage(failure, 'Google sign up failed'));
      setBusy('none');
    }
  }

  return (
    <AuthCard title={`Join ${BRAND}`} subtitle="Create your account to get started">
      <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 16 }}>
        {joining && (
          <Alert severity="info" icon={false}>
            {joining.text}
          </Alert>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label="First Name"
            required
            autoComplete="given-name"
            {...nameField('firstName')}
          />
          <TextField label="Last Name" autoComplete="family-name" {...nameField('lastName')} />
        </Box>
        <TextField label="Email" type="email" required autoComplete="email" {...field('email')} />
        <TextField
          label="Password"
          type="password"
          required
          autoComplete="new-password"
          placeholder="At least 6 characters"
          {...field('password')}
        />
        <TextField
          label="Confirm Password"
          type="password"
          required
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy !== 'none'} fullWidth>
          {busy === 'password' ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
      <Divider>or</Divider>
      <GoogleButton
        busy={busy === 'google'}
        busyLabel="Signing up with Google..."
        disabled={busy !== 'none'}
        onSignIn={google}
      />
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to="/login">
          Sign in
        </Link>
      </Typography>
    </AuthCard>
  );
}
