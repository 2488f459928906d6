import { fieldLabel } from '../fieldLabel';

describe('fieldLabel', () => {
  it('derives the label from the field name', () => {
    expect(fieldLabel('first_name')).toBe('First Name');
    expect(fieldLabel('phone_number')).toBe('Phone Number');
    expect(fieldLabel('zip')).toBe('Zip');
    expect(fieldLabel('dob')).toBe('Date of Birth');
  });
});
