// Refused: another feature's internals.
import { InvoiceRow } from '../../invoices/components/InvoiceRow';

export const firstInvoice = () => InvoiceRow(1);
