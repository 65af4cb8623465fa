// Build-time entry (vite build --ssr, see web/scripts/prerenderLanding.mjs): renders the landing
// page to static HTML and CSS, so a signed-out visitor gets the page without React, MUI or the
// router. The same components render it in the app, so both stay one page.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { DEFAULT_PLANS, TIERS } from '@pomoplan/domain';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { theme } from '../../ui/theme';
import LandingPage from './LandingPage';
import { PricingSection } from './PricingSection';
import type { StaticPlans } from './staticPlans';

export interface PrerenderedLanding {
  /** The whole page, monthly prices shown. */
  page: string;
  /** The pricing section with yearly prices, swapped in by the toggle. */
  yearlyPricing: string;
  /** The pricing section with monthly prices, swapped back. */
  monthlyPricing: string;
  /** Every style the three need, as <style> tags. */
  styles: string;
  /** The plans the HTML shows, for the page to compare with the live ones. */
  plans: StaticPlans;
}

export function prerenderLanding(): PrerenderedLanding {
  const cache = createCache({ key: 'css' });
  // Styles are collected from the cache below rather than written next to each element.
  cache.compat = true;
  const render = (node: ReactNode) =>
    renderToString(
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme} defaultMode="system">
          <StaticRouter location="/">{node}</StaticRouter>
        </ThemeProvider>
      </CacheProvider>,
    );
  const page = render(
    <>
      <CssBaseline enableColorScheme />
      <LandingPage />
    </>,
  );
  const yearlyPricing = render(<PricingSection initialBilling="yearly" />);
  const monthlyPricing = render(<PricingSection initialBilling="monthly" />);
  const server = createEmotionServer(cache);
  const styles = server.constructStyleTagsFromChunks(
    server.extractCriticalToChunks(page + yearlyPricing + monthlyPricing),
  );
  const plans = Object.fromEntries(
    TIERS.map((tier) => {
      const { name, price, yearlyPrice, features } = DEFAULT_PLANS[tier];
      return [tier, { name, price, yearlyPrice, features }];
    }),
  ) as StaticPlans;
  return { page, yearlyPricing, monthlyPricing, styles, plans };
}
