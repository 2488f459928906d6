import { addMonths, localIsoDate, proposedExpiry } from '../expiry';

describe('proposedExpiry', () => {
  const today = new Date(2025, 4, 20, 23, 30);

  it('is the issued date plus the validity period', () => {
    expect(proposedExpiry('2024-03-04', 36, today)).toBe('2027-03-04');
    expect(proposedExpiry('2024-11-15', 3, today)).toBe('2025-02-15');
  });

  it('counts from today when the issued date is cleared', () => {
    expect(proposedExpiry('', 12, today)).toBe('2026-05-20');
  });

  it('proposes nothing when the credential has no validity period', () => {
    expect(proposedExpiry('2024-03-04', null, today)).toBeNull();
    expect(proposedExpiry('', null, today)).toBeNull();
  });
});

describe('addMonths', () => {
  it('ends on the last day of a shorter month', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-08-31', 1)).toBe('2024-09-30');
  });

  it('crosses years both ways', () => {
    expect(addMonths('2024-12-01', 1)).toBe('2025-01-01');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2024-01-15', -1)).toBe('2023-12-15');
  });

  it('refuses a value that is not a date', () => {
    expect(() => addMonths('04/03/2024', 1)).toThrow(RangeError);
  });
});

describe('localIsoDate', () => {
  it("is the visitor's own calendar date", () => {
    expect(localIsoDate(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });
});
