import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BRAND } from './brand';

/** The tomato-clock mark and the product name. */
export function BrandLogo({ showName = true }: { showName?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 28, height: 28 }} />
      {showName && (
        <Typography component="span" variant="h6" sx={{ fontWeight: 700 }}>
          {BRAND}
        </Typography>
      )}
    </Box>
  );
}
