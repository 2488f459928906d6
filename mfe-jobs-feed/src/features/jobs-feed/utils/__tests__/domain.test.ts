import { domainError, normaliseDomain } from '../domain';

describe('approved domain', () => {
  it('reduces what was pasted to its lower-case host name', () => {
    expect(normaliseDomain(' https://Careers.Example.ca/jobs?x=1 ')).toBe('careers.example.ca');
    expect(normaliseDomain('example.ca.')).toBe('example.ca');
  });

  it('says what is wrong, or nothing', () => {
    expect(domainError('  ', [])).toBe('Domain is required');
    expect(domainError('localhost', [])).toBe('Enter a host name such as careers.example.ca.');
    expect(domainError('bad_host.example', [])).toBe('Enter a host name such as careers.example.ca.');
    expect(domainError('http://jobs.example.ca', ['jobs.example.ca'])).toBe('jobs.example.ca is already approved.');
    expect(domainError('jobs.example.ca', [])).toBeNull();
  });
});
