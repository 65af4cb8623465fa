import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config } from 'zod/mini';
import { App } from './app/App';
import { registerServiceWorker } from './platform/serviceWorker';
import { deferUntilInput } from './ui/deferred';

// zod/mini carries no messages of its own ('Invalid input' for every issue): a schema check
// without a message of its own reads in the same English words as on the server, which uses
// classic zod and its English locale. Such a message answers something typed or clicked, so
// the locale loads on the first input rather than with the first screen.
void deferUntilInput(() => import('zod/v4/locales/en.js')).ready.then((en) => config(en.default()));

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
