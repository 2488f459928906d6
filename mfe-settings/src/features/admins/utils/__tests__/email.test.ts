import { isCheckableEmail } from '../email';

describe('isCheckableEmail', () => {
  it('needs both an @ and a dot', () => {
    expect(isCheckableEmail('ada')).toBe(false);
    expect(isCheckableEmail('ada@example')).toBe(false);
    expect(isCheckableEmail('ada.fraser')).toBe(false);
    expect(isCheckableEmail('ada@example.com')).toBe(true);
    expect(isCheckableEmail('  ada@example.ca  ')).toBe(true);
  });
});
