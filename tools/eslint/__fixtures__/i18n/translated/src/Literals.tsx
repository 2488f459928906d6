// Deliberate violations: every user-visible literal below must be reported.
declare const Button: (props: { children?: unknown; variant?: string; icon?: string }) => null;
declare const EmptyState: (props: { title: string; description?: string }) => null;
declare const ToggleGroup: (props: { items: Array<{ value: string; label: string }>; 'aria-label': string }) => null;
declare const label: string;

export function Literals() {
  return (
    <section>
      <Button variant="secondary" icon="retry">
        Retry
      </Button>
      <EmptyState title={`${label} could not be loaded.`} description="Check your connection and try again." />
      <ToggleGroup aria-label="Panel size" items={[{ value: 'small', label: 'Small' }]} />
      <p>{label ? 'Shown' : 'Hidden'}</p>
    </section>
  );
}
