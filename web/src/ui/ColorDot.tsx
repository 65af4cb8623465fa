import Box from '@mui/material/Box';

/** A small filled circle in an entity's colour; decorative, the name says what it is. */
export function ColorDot({ color, size = 10 }: { color: string; size?: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: color,
      }}
    />
  );
}
