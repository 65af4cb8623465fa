// The only script of the static landing page (dist/index.html, see prerender.tsx). It runs in
// <head> before the page paints: a browser that had a session, or any other path, gets the app
// at once; a signed-out visitor keeps the static page, whose few interactions are wired here.
import { hadSession } from '../../platform/session/sessionHint';
import { plansDiffer, type StaticPlans } from './staticPlans';

const script = document.currentScript as HTMLScriptElement | null;
const entry = script?.dataset.entry ?? '';
const preloads = (script?.dataset.preload ?? '').split(' ').filter(Boolean);
let appStarted = false;

/** Loads the React app, which renders into #root in place of the static page. */
function startApp(hideStatic: boolean): void {
  if (appStarted) return;
  appStarted = true;
  if (hideStatic) document.documentElement.classList.add('app-starting');
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  const app = document.createElement('script');
  app.type = 'module';
  app.src = entry;
  document.head.append(app);
}

function pricingSection(): Element | null {
  return document.querySelector('section[aria-labelledby="pricing-title"]');
}

/** The monthly/yearly toggle: swaps in the other prerendered variant of the pricing section. */
function onBillingClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest<HTMLButtonElement>('[aria-label="Billing period"] button[value]');
  const section = pricingSection();
  if (!button || !section || button.getAttribute('aria-pressed') === 'true') return;
  const variant = document.getElementById(`pricing-${button.value}`);
  if (!(variant instanceof HTMLTemplateElement)) return;
  const next = variant.content.firstElementChild?.cloneNode(true);
  if (!(next instanceof Element)) return;
  section.replaceWith(next);
  next.querySelector<HTMLButtonElement>(`button[value="${button.value}"]`)?.focus();
}

function readStaticPlans(): StaticPlans | undefined {
  const text = document.getElementById('landing-plans')?.textContent;
  try {
    return text ? (JSON.parse(text) as StaticPlans) : undefined;
  } catch {
    return undefined;
  }
}

/** Prices are admin-editable: when they changed since the build, the app renders the page. */
async function checkPrices(): Promise<void> {
  const shown = readStaticPlans();
  if (!shown) return;
  try {
    // A bare fetch, not api/pricing: that would bring zod and the app's API client into this
    // 1 KB script, and plansDiffer reads the answer defensively anyway.
    const response = await fetch('/api/pricing', { headers: { Accept: 'application/json' } });
    if (!response.ok) return; // the app would show these same defaults
    if (plansDiffer(shown, await response.json())) startApp(false);
  } catch {
    // Offline or the API is down: the app would fall back to the same default prices.
  }
}

function wireStaticPage(): void {
  document.addEventListener('click', onBillingClick);
  const year = document.getElementById('landing-year');
  if (year) year.textContent = String(new Date().getFullYear());
  void checkPrices();
}

if (entry && (window.location.pathname !== '/' || hadSession())) {
  startApp(true);
} else if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', wireStaticPage, { once: true });
} else {
  wireStaticPage();
}
