export { InvoiceRow } from './components/InvoiceRow';
