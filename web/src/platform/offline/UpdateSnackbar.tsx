import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { reloadIntoUpdate } from '../serviceWorker';

export default function UpdateSnackbar() {
  return (
    <Snackbar
      open
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
