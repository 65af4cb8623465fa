import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

interface NotificationSwitchProps {
  label: string;
  help: string;
  checked: boolean;
  disabled: boolean;
  onChange(checked: boolean): void;
}

/** One labelled switch with its explanation as the accessible description. */
export function NotificationSwitch(props: NotificationSwitchProps) {
  const inputId = useId();
  const helpId = useId();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography component="label" htmlFor={inputId} sx={{ fontWeight: 500 }}>
          {props.label}
        </Typography>
        <Typography id={helpId} variant="body2" color="text.secondary">
          {props.help}
        </Typography>
      </Box>
      <Switch
        checked={props.checked}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.checked)}
        slotProps={{ input: { id: inputId, 'aria-describedby': helpId } }}
      />
    </Box>
  );
}
