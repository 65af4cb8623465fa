// The `api` HTTPS function: the express app behind the Hosting rewrite of /api/**.
import { onRequest } from 'firebase-functions/https';
import { REGION, stripeSecretKey } from '../config';
import { createApiApp } from './app';

export const api = onRequest({ region: REGION, secrets: [stripeSecretKey] }, createApiApp());
