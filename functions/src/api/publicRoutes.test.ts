// A public route is either open by nature (the health check, this API's description, the
// prices, the publishable key, the emulators' test sign-in) or acts on a link whose secret is
// its only key. Those count their callers per link, so that nobody can hammer one link.
import { describe, expect, it } from 'vitest';
import { ROUTES } from './routes';

const OPEN_BY_NATURE = [
  'get /health',
  'get /openapi.json',
  'get /pricing',
  'get /subscription-plans',
  'get /payments/config',
  'get /dev/login-as/:name',
];

describe('the public routes', () => {
  it('limit every one that acts on a link, per link', () => {
    const unlimited = ROUTES.filter(({ spec }) => spec.access === 'public' && !spec.limitPer).map(
      ({ spec }) => `${spec.method} ${spec.path}`,
    );
    expect(unlimited.sort()).toEqual([...OPEN_BY_NATURE].sort());
  });
});
