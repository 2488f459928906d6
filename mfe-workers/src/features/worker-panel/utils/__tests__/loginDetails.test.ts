import { validateLoginDetails } from '../loginDetails';

describe('validateLoginDetails', () => {
  it('requires both username and password', () => {
    expect(validateLoginDetails('', 'Password123!')).toBe('Username and password are required');
    expect(validateLoginDetails('   ', 'Password123!')).toBe('Username and password are required');
    expect(validateLoginDetails('ada', '')).toBe('Username and password are required');
  });

  it('requires a password of at least 12 characters', () => {
    expect(validateLoginDetails('ada', 'eleven-char')).toBe('Password must be at least 12 characters long');
    expect(validateLoginDetails('ada', 'twelve-chars')).toBeNull();
  });
});
