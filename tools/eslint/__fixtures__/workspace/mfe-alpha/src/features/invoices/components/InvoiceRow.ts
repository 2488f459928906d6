export const InvoiceRow = (amount: number) => `Invoice of ${amount}`;
