import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { focusRing } from '../../ui/focusRing';

interface LimitedCreateButtonProps {
  label: string;
  /** Why creating is not possible now (the plan's limit); null when it is. */
  blockedBy: string | null;
  /** True while the tier, limits or list are still loading. */
  loading: boolean;
  onClick(): void;
}

/** A create button that, at the plan's limit, is disabled and says why in a tooltip. */
export function LimitedCreateButton(props: LimitedCreateButtonProps) {
  const button = (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      disabled={props.loading || props.blockedBy !== null}
      onClick={props.onClick}
    >
      {props.label}
    </Button>
  );
  if (props.blockedBy === null) return button;
  // A disabled button fires no events; the span receives the hover and focus instead.
  return (
    <Tooltip title={props.blockedBy} describeChild disableInteractive placement="right">
      <Box
        component="span"
        tabIndex={0}
        sx={[{ display: 'inline-block', borderRadius: 1 }, focusRing]}
      >
        {button}
      </Box>
    </Tooltip>
  );
}
