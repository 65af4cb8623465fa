import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useAuth } from '../../platform/session/authContext';
import { AuthCard } from './AuthCard';

const TOKEN_PREFIX = '#token=';

/**
 * Test accounts. The buttons navigate to /api/dev/login-as/..., which exists only on
 * the emulators and comes back here with a custom token in the address fragment.
 */
export default function TestAccountsPage() {
  const { signInWithToken } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const [signingIn, setSigningIn] = useState(() => window.location.hash.startsWith(TOKEN_PREFIX));

  useEffect(() => {
    const { hash } = window.location;
    if (!hash.startsWith(TOKEN_PREFIX)) return;
    const token = decodeURIComponent(hash.slice(TOKEN_PREFIX.length));
    // Keep the token out of the history.
    window.history.replaceState(null, '', '/test');
    signInWithToken(token).catch((failure: unknown) => {
      setError(failure instanceof Error ? failure.message : 'Login failed');
      setSigningIn(false);
    });
  }, [signInWithToken]);

  return (
    <AuthCard title="Test accounts" subtitle="Log in as a seeded test user">
      {error && <Alert severity="error">{error}</Alert>}
      {signingIn ? (
        <Typography sx={{ textAlign: 'center' }}>Signing in...</Typography>
      ) : (
        <>
          <Button
            variant="contained"
            size="large"
            href="/api/dev/login-as/test-free-user"
            fullWidth
          >
            Log in as free test user
          </Button>
          <Button variant="outlined" size="large" href="/api/dev/login-as/test-pro-user" fullWidth>
            Log in as pro test user
          </Button>
        </>
      )}
    </AuthCard>
  );
}
