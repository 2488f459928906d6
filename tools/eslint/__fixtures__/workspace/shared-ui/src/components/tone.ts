export const tone = 'info';
