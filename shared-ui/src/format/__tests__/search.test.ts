import { matchesSearch, searchKey } from '../search';

describe('search helpers', () => {
  it('compares without case or accents, as the server does', () => {
    expect(searchKey('Gagné')).toBe('gagne');
    expect(searchKey('CÔTÉ')).toBe('cote');
    expect(searchKey('Œuvre Bæk')).toBe('oeuvre baek');
    expect(matchesSearch('Sophie Côté', 'cote')).toBe(true);
    expect(matchesSearch('Sophie Cote', 'côté')).toBe(true);
    expect(matchesSearch('Gérald Gagné', 'GAGNE')).toBe(true);
    expect(matchesSearch('Gérald Gagné', 'gagnon')).toBe(false);
  });
});
