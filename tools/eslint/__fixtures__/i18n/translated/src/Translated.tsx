// Text through t(); code-only attributes, object keys and punctuation stay as they are.
declare const Button: (props: { children?: unknown; variant?: string; icon?: string; 'aria-label'?: string }) => null;
declare const ToggleGroup: (props: { items: Array<{ value: string; label: string }>; 'aria-label': string }) => null;
declare function t(key: string, options?: object): string;
declare const count: number;
declare function expandable(key: string): object;

export function Translated() {
  return (
    <section className="panel" id="main" data-testid="translated" style={{ width: '100%' }}>
      <Button variant="secondary" icon="retry" aria-label={t('retry')}>
        {t('retry')}
      </Button>
      <ToggleGroup aria-label={t('size')} items={[{ value: 'small', label: t('small') }]} />
      <span role="img" aria-hidden="true">
        …
      </span>
      <p>
        {count} · {t('workers', { count })} —
      </p>
      <input type="email" name="email" autoComplete="username" />
      <section {...expandable('workers')} />
    </section>
  );
}
