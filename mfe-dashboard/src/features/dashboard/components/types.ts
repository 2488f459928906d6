/** What a presentational card needs to know about its data: props only, so stories never touch the network. */
export interface AsyncState<T> {
  /** Undefined while loading. */
  data?: T;
  error?: Error | null;
  onRetry: () => void;
}

export interface ExpandableProps {
  expanded: boolean;
  onToggleExpand: () => void;
}
