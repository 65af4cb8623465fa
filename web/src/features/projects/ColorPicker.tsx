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
        border: 3,
        borderColor: checked ? 'text.primary' : 'transparent',
        boxShadow: checked ? 'inset 0 0 0 2px white' : 'none',
      }}
    />
  );
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The product palette (spec §3 colours) as a radio group of swatches. */
export function ColorPicker(props: {
  label: string;
  value: string;
  onChange: (hex: string) => void;
}) {
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{props.label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
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
