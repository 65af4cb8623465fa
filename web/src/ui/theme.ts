import { createTheme } from '@mui/material/styles';

/** One theme with light and dark colour schemes; MUI follows the system preference. */
export const theme = createTheme({
  // CSS variables with the media selector: dark mode follows the system in plain CSS, so the
  // prerendered landing page (no JavaScript) is dark for dark-mode visitors too.
  cssVariables: { colorSchemeSelector: 'media' },
  colorSchemes: {
    light: {
      palette: {
        // 4.5:1 against white and against the 4 % grey of a hovered row or list item.
        primary: { main: '#D32F2F' },
        secondary: { main: '#2E7D32' },
        // MUI's default info and warning mains fall below 4.5:1 against white (text buttons,
        // outlined chips); these darker shades pass.
        info: { main: '#0277BD' },
        warning: { main: '#B45309' },
      },
    },
    dark: { palette: { primary: { main: '#FF6369' }, secondary: { main: '#66BB6A' } } },
  },
  shape: { borderRadius: 10 },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Visitors who ask for less motion get none: no transitions, animations or smooth
        // scrolling (MUI's own transitions ignore the setting).
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
});
