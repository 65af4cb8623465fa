// The shell's quick-add button, in the sidebar: full width, or an icon when it is collapsed.
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { LazyTooltip } from '../../ui/LazyTooltip';
import { requestQuickAdd } from './requests';

export function QuickAddButton({ collapsed, onOpen }: { collapsed: boolean; onOpen?: () => void }) {
  const open = () => {
    onOpen?.();
    requestQuickAdd();
  };
  return collapsed ? (
    <LazyTooltip title="Quick add (Q)" placement="right">
      <IconButton aria-label="Quick add" aria-keyshortcuts="q" onClick={open}>
        <AddIcon />
      </IconButton>
    </LazyTooltip>
  ) : (
    <Button
      variant="outlined"
      fullWidth
      startIcon={<AddIcon />}
      endIcon={<kbd aria-hidden>Q</kbd>}
      aria-keyshortcuts="q"
      onClick={open}
      sx={{ justifyContent: 'flex-start', '& .MuiButton-endIcon': { ml: 'auto', opacity: 0.6 } }}
    >
      Quick add
    </Button>
  );
}
