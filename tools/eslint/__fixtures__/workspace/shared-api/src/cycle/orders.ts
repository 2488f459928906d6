import { customerLabel } from './customers';

export const orderLabel = (id: number) => `order ${id} of ${customerLabel(id)}`;
