// Allowed: the remote's routes compose its features.
import { InvoiceRow } from './features/invoices/components/InvoiceRow';
import { OrderList } from './features/orders/components/OrderList';

export const routes = [OrderList, InvoiceRow];
