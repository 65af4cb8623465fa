// The `api` HTTPS function: the express app behind the Hosting rewrite of /api/**. The app (express,
// every route and the services behind them) is its own chunk of the bundle, loaded by the first
// request: the other functions, which load this module too, never pay for it.
import { onRequest } from 'firebase-functions/https';
import { capacityOf } from '../platform/capacity';
import {
  googleClientSecret,
  mailUnsubscribeKey,
  REGION,
  stripeSecretKey,
  tokenEncryptionKey,
} from '../platform/config';
import { loadedOnFirstUse } from '../platform/lazyPackage';

const apiApp = loadedOnFirstUse(async () => (await import('./app')).createApiApp());

export const api = onRequest(
  {
    region: REGION,
    ...capacityOf('api'),
    secrets: [stripeSecretKey, googleClientSecret, tokenEncryptionKey, mailUnsubscribeKey],
  },
  async (req, res) => {
    (await apiApp())(req, res);
  },
);
