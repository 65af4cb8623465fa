import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

/** A visible keyboard focus for controls built on ButtonBase, which draws none by itself. */
export const focusRing: SystemStyleObject<Theme> = {
  '&.Mui-focusVisible, &:focus-visible': {
    outline: '2px solid',
    outlineColor: 'primary.main',
    outlineOffset: 2,
  },
};
