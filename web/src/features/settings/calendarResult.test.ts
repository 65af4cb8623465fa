import { describe, expect, it } from 'vitest';
import { calendarResultMessage } from './calendarResult';

describe('calendarResultMessage', () => {
  it('confirms a connection', () => {
    expect(calendarResultMessage('connected')).toMatchObject({
      title: 'Google Calendar connected',
    });
    expect(calendarResultMessage('connected')?.variant).toBeUndefined();
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

  it('ignores values it does not know, including inherited property names', () => {
    expect(calendarResultMessage(null)).toBeNull();
    expect(calendarResultMessage('bogus')).toBeNull();
    expect(calendarResultMessage('toString')).toBeNull();
  });
});
