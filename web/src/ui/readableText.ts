import { getContrastRatio } from '@mui/material/styles';

const WHITE = '#FFFFFF';
const BLACK = 'rgba(0, 0, 0, 0.87)';

/**
 * White or near-black text, whichever contrasts more with `background`. MUI's
 * getContrastText settles for 3:1, which leaves small chip text on mid-tone colours
 * (purple, blue) below the 4.5:1 that normal-size text needs.
 */
export function readableTextOn(background: string): string {
  return getContrastRatio(WHITE, background) >= getContrastRatio('#000000', background)
    ? WHITE
    : BLACK;
}
