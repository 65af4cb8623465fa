import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useServerOnly } from '../../platform/offline/useServerOnly';
import { ShellBanner } from '../../ui/ShellBanner';
import { useEmailVerification, type ResendState } from './useEmailVerification';

const RESEND_NOTES: Record<ResendState, string | null> = {
  idle: null,
  sending: null,
  sent: 'Sent again. Check your inbox, and your spam folder too.',
  'too-many':
    'You asked for several e-mails in a short time. Please wait a few minutes and try again.',
  failed: 'The e-mail could not be sent. Please check your connection and try again.',
};

/**
 * Until the user opens the link of the verification e-mail, on every signed-in page: no
 * e-mail of any kind goes to an address its owner has not confirmed. It goes away by itself
 * once the link was opened.
 */
export function VerifyEmailBanner(props: { email: string; verified: boolean | undefined }) {
  const { waiting, asking, resend, sendAgain } = useEmailVerification(props.verified);
  const server = useServerOnly();
  if (!waiting || asking) return null;
  const note = RESEND_NOTES[resend];
  return (
    <ShellBanner severity="info" title="Verify your e-mail">
      <Box>
        Open the link we sent to <strong>{props.email}</strong> to confirm it is your address. Until
        then, Pomoplan sends you no e-mail: no reminders, no daily digest.
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 1 }}>
        <Button
          variant="contained"
          color="info"
          size="small"
          disabled={resend === 'sending' || server.offline}
          aria-describedby={server.describedBy}
          onClick={() => void sendAgain()}
        >
          Resend e-mail
        </Button>
        {server.note}
        <Box role="status">{note}</Box>
      </Box>
    </ShellBanner>
  );
}
