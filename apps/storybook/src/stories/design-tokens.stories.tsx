import '@atelier/ui-kit/styles.css';
import './design-tokens.css';

import type { Meta, StoryObj } from '@storybook/react-vite';

import { parseTokens, type DesignToken } from './design-tokens.js';
import { storyLocale, type StoryLocale } from './story-locale.js';

const TEXT = {
  kr: {
    colour: '색상',
    type: '글꼴 크기',
    spacing: '간격',
    radii: '모서리',
    sample: '향기로운 하루 Aa 28,000원',
  },
  en: {
    colour: 'Colour',
    type: 'Type scale',
    spacing: 'Spacing',
    radii: 'Radii',
    sample: 'A fragrant day Aa $22.00',
  },
};

const inSection = (tokens: DesignToken[], section: string, prefix: string) =>
  tokens.filter((t) => t.section === section && t.name.startsWith(prefix));

function TokenName({ token }: { token: DesignToken }) {
  return (
    <div className="tokens__name">
      <code>--{token.name}</code>
      <span>{token.value}</span>
      {token.note ? <span className="tokens__note">{token.note}</span> : null}
    </div>
  );
}

/** ui-kit's tokens, read from its tokens.css and drawn with the variables themselves. */
function TokenSheet({ locale = 'kr' }: { locale?: StoryLocale }) {
  const text = TEXT[locale];
  const tokens = parseTokens();
  const colours = inSection(tokens, 'colour', 'atelier-color-');
  const sizes = inSection(tokens, 'type', 'atelier-font-size-');
  const spaces = inSection(tokens, 'spacing', 'atelier-space-');
  const radii = inSection(tokens, 'radii', 'atelier-radius-');
  return (
    <div className="tokens">
      <section aria-labelledby="tokens-colour">
        <h2 id="tokens-colour">{text.colour}</h2>
        <ul className="tokens__swatches">
          {colours.map((token) => (
            <li key={token.name} className="tokens__swatch" data-token={token.name}>
              <span className="tokens__chip" style={{ background: `var(--${token.name})` }} />
              <TokenName token={token} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tokens-type">
        <h2 id="tokens-type">{text.type}</h2>
        <ul className="tokens__list">
          {sizes.map((token) => (
            <li key={token.name} className="tokens__row" data-token={token.name}>
              <TokenName token={token} />
              <span className="tokens__sample" style={{ fontSize: `var(--${token.name})` }}>
                {text.sample}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tokens-spacing">
        <h2 id="tokens-spacing">{text.spacing}</h2>
        <ul className="tokens__list">
          {spaces.map((token) => (
            <li key={token.name} className="tokens__row" data-token={token.name}>
              <TokenName token={token} />
              <span className="tokens__bar" style={{ width: `var(--${token.name})` }} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tokens-radii">
        <h2 id="tokens-radii">{text.radii}</h2>
        <ul className="tokens__swatches">
          {radii.map((token) => (
            <li key={token.name} className="tokens__swatch" data-token={token.name}>
              <span
                className="tokens__chip tokens__chip--radius"
                style={{ borderRadius: `var(--${token.name})` }}
              />
              <TokenName token={token} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

const meta = {
  title: 'Design/Tokens',
  component: TokenSheet,
  render: (_, { globals }) => <TokenSheet locale={storyLocale(globals)} />,
  parameters: {
    docs: {
      description: {
        component:
          "ui-kit's design tokens, read from `@atelier/ui-kit/tokens.css` (never retyped): colours with the contrast pairs each meets, the type scale, spacing and radii. Use the CSS variables (`var(--atelier-space-4)`) in every component and page stylesheet; import `@atelier/ui-kit/tokens.css` alone where the components are not needed.",
      },
    },
  },
} satisfies Meta<typeof TokenSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};

export const English: Story = { globals: { locale: 'en' } };
