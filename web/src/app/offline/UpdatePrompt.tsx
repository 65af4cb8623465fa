import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { reloadIntoUpdate, useWaitingUpdate } from '../serviceWorker';

/** Offers the version a deploy installed in the background; the page keeps working until then. */
export function UpdatePrompt() {
  const ready = useWaitingUpdate();
  return (
    <Snackbar
      open={ready}
      message="New version available"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      action={
        <Button color="inherit" size="small" onClick={reloadIntoUpdate}>
          Reload
        </Button>
      }
    />
  );
}
