import { credential, parsedCredential } from '../../fixtures';
import { canCopyCredential, canDeleteCredential, fieldsReadFromFile } from '../credentialRules';
import { nextScore } from '../assessmentScore';

describe('canDeleteCredential', () => {
  it('allows deleting only a credential without a user_id that has a worker id', () => {
    expect(canDeleteCredential(credential({ user_id: null, enterprise_customer_worker_id: 42 }))).toBe(true);
    expect(canDeleteCredential(credential({ user_id: 900, enterprise_customer_worker_id: 42 }))).toBe(false);
    expect(canDeleteCredential(credential({ user_id: null, enterprise_customer_worker_id: null }))).toBe(false);
  });
});

describe('canCopyCredential', () => {
  it("offers the copy for a linked user's credential not owned by the customer", () => {
    expect(canCopyCredential(credential({ user_id: 900, owned_by_enterprise_customer: false }))).toBe(true);
    expect(canCopyCredential(credential({ user_id: 900, owned_by_enterprise_customer: true }))).toBe(false);
    expect(canCopyCredential(credential({ user_id: null, owned_by_enterprise_customer: false }))).toBe(false);
  });

  it('no longer offers it once the credential has been copied', () => {
    expect(canCopyCredential(credential({ user_id: 900, owned_by_enterprise_customer: false, copied_to_records: true }))).toBe(false);
  });
});

describe('fieldsReadFromFile', () => {
  it('lists the fields whose value came from the file, not those a person typed', () => {
    const pairs = parsedCredential.metadata.results?.key_value_pairs;
    expect([...fieldsReadFromFile(pairs)].sort()).toEqual(['documentNumber', 'expiry', 'issued', 'name']);
    expect([...fieldsReadFromFile({ ...pairs, issued: { value: '2024-05-02', source: 'person' } })]).not.toContain('issued');
    expect(fieldsReadFromFile(undefined).size).toBe(0);
  });
});

describe('nextScore', () => {
  it('sets the clicked star, and resets to 0 when the clicked star is the current score', () => {
    expect(nextScore(0, 4)).toBe(4);
    expect(nextScore(4, 2)).toBe(2);
    expect(nextScore(4, 4)).toBe(0);
  });
});
