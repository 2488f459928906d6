import { TAG_COLORS } from 'shared-api';
import { readableTextColor } from '../readableTextColor';

describe('readableTextColor', () => {
  it('puts white on dark colours and dark text on light ones', () => {
    expect(readableTextColor('#2c3e50')).toBe('#ffffff');
    expect(readableTextColor('#f1c40f')).toBe('#000000');
    expect(readableTextColor('#ffbf69')).toBe('#000000');
  });

  it('gives every preset tag colour text of at least 4.5:1 contrast', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5]
        .map((start) => parseInt(hex.slice(start, start + 2), 16) / 255)
        .map((value) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    for (const color of TAG_COLORS) {
      const [light, dark] = [luminance(color), luminance(readableTextColor(color))].sort((a, b) => b - a);
      expect({ color, ratio: (light + 0.05) / (dark + 0.05) >= 4.5 }).toEqual({ color, ratio: true });
    }
  });
});
