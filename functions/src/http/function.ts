// The `api` HTTPS function: the express app behind the Hosting rewrite of /api/**.
import { onRequest } from 'firebase-functions/https';
import {
  googleClientSecret,
  mailUnsubscribeKey,
  REGION,
  stripeSecretKey,
  tokenEncryptionKey,
} from '../config';
import { createApiApp } from './app';

export const api = onRequest(
  {
    region: REGION,
    secrets: [stripeSecretKey, googleClientSecret, tokenEncryptionKey, mailUnsubscribeKey],
  },
  createApiApp(),
);
