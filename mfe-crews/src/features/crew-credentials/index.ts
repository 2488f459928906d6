// What other crew features may use of this one: the per-worker request actions of the missing tab (the worker
// sidebar's Crew Credentials and Requests tabs offer the same Request / Withdraw / View Request with Send again).
export { MissingWorkerActions, type MissingWorkerActionsProps } from './components/MissingWorkerActions';
export { useRequestActions, type ViewedRequest } from './hooks/useRequestActions';
export { RequestDetailsModal, type RequestDetailsModalProps } from './components/RequestDetailsModal';
