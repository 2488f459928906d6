export { WorkerPanel, type WorkerPanelProps, type WorkerPanelSection } from './components/WorkerPanel';
