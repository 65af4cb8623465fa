// A label that only shows a word or two (a due type, a goal, a plan mark): MUI's small Chip as
// it looks, without the Chip's code for clicks, deletion and avatars, which a first screen full
// of these labels would otherwise download for nothing.
import { styled } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

const TagRoot = styled('span')<{ variant: 'filled' | 'outlined' }>(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  maxWidth: '100%',
  height: 24,
  borderRadius: 16,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
  fontFamily: theme.typography.fontFamily,
  fontSize: theme.typography.pxToRem(13),
  color: (theme.vars ?? theme).palette.text.primary,
  backgroundColor: (theme.vars ?? theme).palette.action.selected,
  '& > svg': { fontSize: 18, marginLeft: 4, marginRight: -4, color: 'inherit' },
  variants: [
    {
      props: { variant: 'outlined' },
      style: {
        backgroundColor: 'transparent',
        border: `1px solid ${theme.vars?.palette.Chip.defaultBorder ?? theme.palette.grey[400]}`,
        '& > svg': { marginLeft: 2 },
      },
    },
  ],
}));

const TagLabel = styled('span')({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  paddingLeft: 8,
  paddingRight: 8,
});

export function Tag(props: {
  label: ReactNode;
  variant?: 'filled' | 'outlined';
  icon?: ReactNode;
  sx?: SxProps<Theme>;
}) {
  const { label, variant = 'filled', icon, sx } = props;
  return (
    <TagRoot variant={variant} sx={sx}>
      {icon}
      <TagLabel>{label}</TagLabel>
    </TagRoot>
  );
}
