import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { BRAND } from '../../ui/brand';
import { BrandLogo } from '../../ui/BrandLogo';
import { FeatureCards } from './FeatureCards';
import { PricingSection } from './PricingSection';

const HEADER_BUTTON = { whiteSpace: 'nowrap', flexShrink: 0, px: { xs: 1, sm: 2 } } as const;

/** The public page for signed-out visitors. Must never import Firestore (route-split). */
export default function LandingPage() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="static" color="transparent" elevation={0}>
        {/* Tighter on a phone, so the name and both buttons fit one line at 360 px. */}
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1.5, sm: 2 } }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <BrandLogo />
          </Box>
          <Button component={RouterLink} to="/login" sx={HEADER_BUTTON}>
            Sign In
          </Button>
          <Button component={RouterLink} to="/signup" variant="contained" sx={HEADER_BUTTON}>
            Get Started
          </Button>
        </Toolbar>
      </AppBar>

      <Box component="main" sx={{ flexGrow: 1 }}>
        <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
          <Typography
            variant="h2"
            component="h1"
            // At h2 size 'pomodoros' alone is wider than a 360 px phone.
            sx={{ fontWeight: 800, mb: 2, fontSize: { xs: '2.5rem', sm: '3.75rem' } }}
          >
            Plan your day in pomodoros
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 4 }}>
            {BRAND} turns projects, todos and goals into focused 25-minute sessions, with a
            calendar, a timeline and an AI assistant that sums up your day.
          </Typography>
          <Button component={RouterLink} to="/signup" variant="contained" size="large">
            Get Started
          </Button>
        </Container>

        <Container maxWidth="lg" sx={{ pb: 8 }}>
          <FeatureCards />
        </Container>

        <Container maxWidth="lg" sx={{ py: 8 }}>
          <PricingSection />
        </Container>

        <Container maxWidth="md" sx={{ py: 8, textAlign: 'center' }}>
          <Typography variant="h4" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
            Ready to focus?
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Start free. Upgrade when your plans outgrow one project.
          </Typography>
          <Button component={RouterLink} to="/signup" variant="contained" size="large">
            Create your free account
          </Button>
        </Container>
      </Box>

      <Box component="footer" sx={{ py: 3, borderTop: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg">
          <Typography variant="body2" color="text.secondary">
            {/* The id lets the static page (prerender.tsx) bring a build's year up to date. */}©{' '}
            <span id="landing-year">{new Date().getFullYear()}</span> {BRAND}
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
