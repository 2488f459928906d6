import { GENERATED_PASSWORD_LENGTH, PASSWORD_ALPHABET, generatePassword } from '../generatePassword';

afterEach(() => jest.restoreAllMocks());

describe('generatePassword', () => {
  it('makes 12 characters from letters, digits and !@#$%&*()-_ only', () => {
    for (let run = 0; run < 200; run += 1) {
      const password = generatePassword();
      expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect(password).toMatch(/^[A-Za-z0-9!@#$%&*()\-_]+$/);
    }
    expect(PASSWORD_ALPHABET).toHaveLength(26 + 26 + 10 + '!@#$%&*()-_'.length);
  });

  it('draws its characters from crypto.getRandomValues', () => {
    const getRandomValues = jest.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation((array) => {
      (array as Uint8Array).fill(0);
      return array;
    });
    expect(generatePassword()).toBe('A'.repeat(12));
    expect(getRandomValues).toHaveBeenCalled();
  });

  it('drops bytes that would make some characters likelier than others', () => {
    // 73 characters: 219 is the largest multiple of 73 below 256, so bytes 219..255 are skipped.
    const batches = [
      [255, 219, 72, 0, 73, 1, 218, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18],
    ];
    jest.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation((array) => {
      (array as Uint8Array).set(batches.shift() ?? []);
      return array;
    });
    expect(generatePassword()).toBe('_AAB_CDEFGHI');
  });
});
