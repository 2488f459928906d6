import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PortalThemeProvider } from './PortalThemeProvider';
import { theme } from './theme';

function Swatch({ name, value }: { name: string; value: string }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <span
        style={{ width: 40, height: 40, borderRadius: 8, background: value, border: `1px solid ${theme.colors.border}` }}
      />
      <span>
        <strong style={{ display: 'block' }}>{name}</strong>
        <code style={{ fontSize: 12, color: theme.colors.textMuted }}>{value}</code>
      </span>
    </div>
  );
}

function Foundations() {
  const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 16 } as const;
  return (
    <div style={{ display: 'grid', gap: 32 }}>
      <section>
        <h2 style={{ marginBottom: 16 }}>Colours</h2>
        <div style={grid}>
          {Object.entries(theme.colors).map(([name, value]) => (
            <Swatch key={name} name={name} value={value} />
          ))}
        </div>
      </section>
      <section>
        <h2 style={{ marginBottom: 16 }}>Status tones</h2>
        <div style={grid}>
          {Object.entries(theme.tones).map(([name, tone]) => (
            <div
              key={name}
              style={{ padding: 12, borderRadius: 8, background: tone.bg, color: tone.fg, border: `1px solid ${tone.border}` }}
            >
              <strong>{name}</strong> text on its background
            </div>
          ))}
        </div>
      </section>
      <section>
        <h2 style={{ marginBottom: 16 }}>Type scale</h2>
        {Object.entries(theme.fontSizes).map(([name, size]) => (
          <p key={name} style={{ fontSize: size }}>
            {name} · {size} · Working at Heights Certificate
          </p>
        ))}
      </section>
      <section>
        <h2 style={{ marginBottom: 16 }}>Spacing (8 px grid)</h2>
        {[0.5, 1, 1.5, 2, 3, 4, 5].map((step) => (
          <div key={step} style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 4 }}>
            <code style={{ width: 96 }}>spacing({step})</code>
            <span style={{ width: theme.spacing(step), height: 12, background: theme.colors.primary }} />
          </div>
        ))}
      </section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Theme',
  component: PortalThemeProvider,
  args: { children: null },
  render: () => <Foundations />,
} satisfies Meta<typeof PortalThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tokens: Story = {};
