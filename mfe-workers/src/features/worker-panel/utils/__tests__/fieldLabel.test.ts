import { fieldLabel } from '../fieldLabel';

describe('fieldLabel', () => {
  it('derives the label from the field name', () => {
    expect(fieldLabel('first_name')).toBe('First Name');
    expect(fieldLabel('phone_number')).toBe('Phone Number');
    expect(fieldLabel('dob')).toBe('Date of Birth');
  });

  it('writes addresses with Canadian words, and State and Zip Code only for a customer outside Canada', () => {
    expect([fieldLabel('state'), fieldLabel('zip')]).toEqual(['Province', 'Postal Code']);
    expect([fieldLabel('state', undefined, false), fieldLabel('zip', undefined, false)]).toEqual(['State', 'Zip Code']);
    expect(fieldLabel('city', undefined, false)).toBe('City');
  });
});
