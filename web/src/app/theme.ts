import { createTheme } from '@mui/material/styles';

/** One theme with light and dark colour schemes; MUI follows the system preference. */
export const theme = createTheme({
  // CSS variables with the media selector: dark mode follows the system in plain CSS, so the
  // prerendered landing page (no JavaScript) is dark for dark-mode visitors too.
  cssVariables: { colorSchemeSelector: 'media' },
  colorSchemes: {
    light: { palette: { primary: { main: '#D9363E' }, secondary: { main: '#2E7D32' } } },
    dark: { palette: { primary: { main: '#FF6369' }, secondary: { main: '#66BB6A' } } },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
});
