import { describe, expect, it } from 'vitest';
import { splitDisplayName } from './users';

describe('splitDisplayName', () => {
  it('takes the first word as first name and the rest as last name', () => {
    expect(splitDisplayName('Ada King Lovelace')).toEqual({
      firstName: 'Ada',
      lastName: 'King Lovelace',
    });
    expect(splitDisplayName('  Plato ')).toEqual({ firstName: 'Plato', lastName: null });
    expect(splitDisplayName(null)).toEqual({ firstName: null, lastName: null });
    expect(splitDisplayName('   ')).toEqual({ firstName: null, lastName: null });
  });
});
