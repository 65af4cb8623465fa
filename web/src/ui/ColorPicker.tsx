import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { GOAL_COLORS } from '@pomoplan/domain';
import { useId } from 'react';

function Swatch({ color, checked }: { color: string; checked: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        width: 28,
        height: 28,
        borderRadius: '50%',
        bgcolor: color,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: '#fff',
        outline: checked ? 2 : 0,
        outlineColor: 'text.primary',
        outlineOffset: 2,
      }}
    >
      {checked && <CheckIcon fontSize="small" />}
    </Box>
  );
}

const capitalise = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * The product palette (the nine entity colours) as radio buttons named Red, Orange, ... (arrow keys
 * move). Projects, goals and groups all pick their colour here.
 */
export function ColorPicker(props: { label: string; value: string; onChange(hex: string): void }) {
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{props.label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        sx={{ gap: 0.25 }}
      >
        {GOAL_COLORS.map(({ name, hex }) => (
          <Radio
            key={hex}
            value={hex}
            icon={<Swatch color={hex} checked={false} />}
            checkedIcon={<Swatch color={hex} checked />}
            slotProps={{ input: { 'aria-label': capitalise(name) } }}
            sx={{ p: 0.5 }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
