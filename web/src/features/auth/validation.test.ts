import { describe, expect, it } from 'vitest';
import { loginError, signUpError } from './validation';

const form = {
  firstName: 'Ada',
  lastName: '',
  email: 'ada@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('login validation', () => {
  it('needs both fields', () => {
    expect(loginError('', 'x')).toBe('Please fill in all fields');
    expect(loginError('a@b.c', '')).toBe('Please fill in all fields');
    expect(loginError('  ', 'x')).toBe('Please fill in all fields');
    expect(loginError('a@b.c', 'x')).toBeNull();
  });
});

describe('sign-up validation', () => {
  it('accepts a complete form without a last name', () => {
    expect(signUpError(form)).toBeNull();
  });
  it('needs first name, e-mail and password', () => {
    expect(signUpError({ ...form, firstName: ' ' })).toBe('Please fill in all required fields');
    expect(signUpError({ ...form, email: '' })).toBe('Please fill in all required fields');
    expect(signUpError({ ...form, password: '' })).toBe('Please fill in all required fields');
  });
  it('refuses the names the server refuses, with its message', () => {
    expect(signUpError({ ...form, firstName: 'Ada\tKing' })).toBe(
      "First name can't contain tabs or other control characters",
    );
    expect(signUpError({ ...form, lastName: 'Love\nlace' })).toBe(
      "Last name can't contain line breaks",
    );
    expect(signUpError({ ...form, lastName: ' Lovelace ' })).toBeNull();
  });
  it('checks the confirmation before the length', () => {
    expect(signUpError({ ...form, password: 'abc', confirmPassword: 'abd' })).toBe(
      'Passwords do not match',
    );
    expect(signUpError({ ...form, password: 'abcde', confirmPassword: 'abcde' })).toBe(
      'Password must be at least 6 characters long',
    );
  });
});
