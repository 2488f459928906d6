// An async boundary: shared singletons (react, ...) are negotiated by the federation runtime before any of them runs.
import('./bootstrap');
