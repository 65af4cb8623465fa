import GoogleIcon from '@mui/icons-material/Google';
import Button from '@mui/material/Button';

/** The external-account button; `busyLabel` replaces the label while the popup is open. */
export function GoogleButton(props: {
  busy: boolean;
  busyLabel: string;
  disabled: boolean;
  onClick(): void;
}) {
  return (
    <Button
      variant="outlined"
      fullWidth
      size="large"
      startIcon={<GoogleIcon />}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {props.busy ? props.busyLabel : 'Continue with Google'}
    </Button>
  );
}
