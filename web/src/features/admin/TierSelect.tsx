import { LazyMenuItem as MenuItem } from '../../ui/lazyOverlays';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Select from '@mui/material/Select';
import { isTier, type Tier, TIER_NAMES, TIERS } from '@pomoplan/domain';
import { useId } from 'react';

/** Free / Pro / Master. */
export function TierSelect(props: {
  label: string;
  value: Tier;
  onChange(tier: Tier): void;
  disabled?: boolean;
  size?: 'small' | 'medium';
}) {
  const labelId = useId();
  return (
    <FormControl size={props.size ?? 'small'} sx={{ minWidth: 140 }} disabled={props.disabled}>
      <InputLabel id={labelId}>{props.label}</InputLabel>
      <Select
        labelId={labelId}
        label={props.label}
        value={props.value}
        onChange={(event) => isTier(event.target.value) && props.onChange(event.target.value)}
      >
        {TIERS.map((tier) => (
          <MenuItem key={tier} value={tier}>
            {TIER_NAMES[tier]}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
