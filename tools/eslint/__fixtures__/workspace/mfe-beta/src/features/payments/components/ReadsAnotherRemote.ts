// Refused: another remote's files, even a feature's index.ts.
import { InvoiceRow } from '../../../../../mfe-alpha/src/features/invoices';

export const paymentRow = () => InvoiceRow(2);
