import { greeting } from '../greeting';

const at = (hours: number, minutes: number) => new Date(2025, 5, 14, hours, minutes);

describe('greeting', () => {
  it.each([
    [at(0, 0), 'Good Morning, Ada'],
    [at(11, 59), 'Good Morning, Ada'],
    [at(12, 0), 'Good Afternoon, Ada'],
    [at(17, 59), 'Good Afternoon, Ada'],
    [at(18, 0), 'Good Evening, Ada'],
    [at(23, 59), 'Good Evening, Ada'],
  ])('greets by the local time at %s', (now, expected) => {
    expect(greeting(now, 'Ada')).toBe(expected);
  });

  it('leaves the name out when there is none', () => {
    expect(greeting(at(9, 0), undefined)).toBe('Good Morning');
    expect(greeting(at(9, 0), '  ')).toBe('Good Morning');
  });

  it.each([
    [at(9, 0), 'Bonjour, Ada'],
    [at(13, 0), 'Bon après-midi, Ada'],
    [at(19, 0), 'Bonsoir, Ada'],
  ])('greets in Canadian French at %s', (now, expected) => {
    expect(greeting(now, 'Ada', 'fr-CA')).toBe(expected);
  });

  it('leaves the name out in French too', () => {
    expect(greeting(at(20, 0), null, 'fr-CA')).toBe('Bonsoir');
  });
});
