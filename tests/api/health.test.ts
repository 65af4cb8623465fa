import { describe, expect, it } from 'vitest';
import { HOSTING_URL } from '../support/emulators';

describe('GET /api/health behind the Hosting rewrite', () => {
  it('answers {"status":"ok"}', async () => {
    const response = await fetch(`${HOSTING_URL}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await fetch(`${HOSTING_URL}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No route for GET /api/no-such-thing' });
  });
});
