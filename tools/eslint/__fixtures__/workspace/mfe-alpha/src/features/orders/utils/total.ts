export const total = (amounts: number[]) => amounts.reduce((sum, amount) => sum + amount, 0);
