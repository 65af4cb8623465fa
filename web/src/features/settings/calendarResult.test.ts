import { describe, expect, it } from 'vitest';
import { calendarResultMessage } from './calendarResult';

describe('calendarResultMessage', () => {
  it('confirms a connection', () => {
    expect(calendarResultMessage('connected')).toMatchObject({
      title: 'Google Calendar connected',
    });
    expect(calendarResultMessage('connected')?.variant).toBeUndefined();
  });

  it('reports a denied consent as a neutral fact, not an error', () => {
    expect(calendarResultMessage('denied')).toEqual({
      title: 'Google Calendar was not connected. You can connect it any time.',
      variant: 'neutral',
    });
  });

  it.each([
    ['redirect_error', 'Connection Failed'],
    ['verification_error', 'Google Verification Required'],
    ['token_error', 'Token Error'],
    ['api_error', 'Calendar API Error'],
    ['timestamp_error', 'Database Error'],
    ['error', 'Connection Failed'],
  ])('reports %s as a destructive "%s"', (value, title) => {
    expect(calendarResultMessage(value)).toMatchObject({ title, variant: 'destructive' });
  });

  it.each([
    'redirect_error',
    'verification_error',
    'token_error',
    'api_error',
    'timestamp_error',
    'error',
  ])('describes %s without OAuth words', (value) => {
    const description = calendarResultMessage(value)?.description ?? '';
    expect(description).toMatch(/Please/);
    expect(description).not.toMatch(/redirect URI|token/i);
  });

  it('ignores values it does not know, including inherited property names', () => {
    expect(calendarResultMessage(null)).toBeNull();
    expect(calendarResultMessage('bogus')).toBeNull();
    expect(calendarResultMessage('toString')).toBeNull();
  });
});
