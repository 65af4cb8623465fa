import GoogleIcon from '@mui/icons-material/Google';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { EmulatorGoogleAccount } from '../../platform/session/authContext';
import { usesEmulators } from '../../platform/firebase/config';
import { EmulatorGoogleDialog } from './EmulatorGoogleDialog';

/**
 * The external-account button; `busyLabel` replaces the label while signing in. On the
 * emulators it first asks which account to use (see session.ts for why).
 */
export function GoogleButton(props: {
  busy: boolean;
  busyLabel: string;
  disabled: boolean;
  onSignIn(account?: EmulatorGoogleAccount): void;
}) {
  const [choosing, setChoosing] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        fullWidth
        size="large"
        startIcon={<GoogleIcon />}
        disabled={props.disabled}
        onClick={() => (usesEmulators ? setChoosing(true) : props.onSignIn())}
      >
        {props.busy ? props.busyLabel : 'Continue with Google'}
      </Button>
      {usesEmulators && (
        <EmulatorGoogleDialog
          open={choosing}
          onClose={() => setChoosing(false)}
          onChoose={(account) => {
            setChoosing(false);
            props.onSignIn(account);
          }}
        />
      )}
    </>
  );
}
