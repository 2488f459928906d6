export { OrderList } from './components/OrderList';
