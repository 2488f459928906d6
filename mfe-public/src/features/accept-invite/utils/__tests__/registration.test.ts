import { completedRegistrationUrl, registrationProblem } from '../registration';

const filled = { first_name: 'Ada', last_name: 'Fraser', password: 'Password123!', confirm_password: 'Password123!' };

describe('registrationProblem', () => {
  it('asks for every field first, then for matching passwords', () => {
    expect(registrationProblem({ ...filled, last_name: '  ' })).toBe('required');
    expect(registrationProblem({ ...filled, confirm_password: '' })).toBe('required');
    expect(registrationProblem({ ...filled, confirm_password: 'Password123' })).toBe('mismatch');
    expect(registrationProblem(filled)).toBeNull();
  });
});

describe('completedRegistrationUrl', () => {
  it('sends the e-mail and the completion flag to the login page, encoded', () => {
    expect(completedRegistrationUrl('ada+crew@example.ca')).toBe('/login?email=ada%2Bcrew%40example.ca&completed_registration=true');
  });
});
