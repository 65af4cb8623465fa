import { onRequest } from 'firebase-functions/https';
import { REGION } from './config';
import { createApiApp } from './http/app';

export const api = onRequest({ region: REGION }, createApiApp());
