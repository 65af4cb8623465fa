import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

export interface Notice {
  title: string;
  message: string;
  severity: 'error' | 'warning' | 'info' | 'success';
  /** Where the page goes by itself, and after how long. */
  redirect?: { to: string; afterMs: number };
  /** A way back the user can take. */
  action?: { label: string; to: string };
}

/** A checkout state shown instead of the card form, with its redirect or its way back. */
export function CheckoutNotice({ notice }: { notice: Notice }) {
  const navigate = useNavigate();
  const { redirect } = notice;
  useEffect(() => {
    if (!redirect) return;
    const timer = window.setTimeout(
      () => navigate(redirect.to, { replace: true }),
      redirect.afterMs,
    );
    return () => window.clearTimeout(timer);
  }, [redirect, navigate]);

  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Alert
        severity={notice.severity}
        role={notice.severity === 'error' ? 'alert' : 'status'}
        action={
          notice.action && (
            <Button component={RouterLink} to={notice.action.to} color="inherit" size="small">
              {notice.action.label}
            </Button>
          )
        }
      >
        {/* The notice is all the page holds, so its title is the page's heading. */}
        <AlertTitle component="h1">{notice.title}</AlertTitle>
        {notice.message}
      </Alert>
    </Container>
  );
}
