// What other crew features may use of this one: the per-worker request actions of the missing tab (the worker
// sidebar's Crew Credentials tab offers the same Request / Withdraw / View).
export { MissingWorkerActions, type MissingWorkerActionsProps } from './components/MissingWorkerActions';
export { useRequestActions } from './hooks/useRequestActions';
