import { orderLabel } from './orders';

export const customerLabel = (id: number) => `customer ${id}`;
export const lastOrder = (id: number) => orderLabel(id);
