import { initials } from '../initials';

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Ada Maria Fraser')).toBe('AF');
    expect(initials('  chantal   nguyen ')).toBe('CN');
  });

  it('uses one letter for a single name and a question mark for none', () => {
    expect(initials('Madonna')).toBe('M');
    expect(initials('   ')).toBe('?');
  });

  it('keeps letters outside the basic plane whole', () => {
    expect(initials('Émile 𝒵ola')).toBe('É𝒵');
  });
});
