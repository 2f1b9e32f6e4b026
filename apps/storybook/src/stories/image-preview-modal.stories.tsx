import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import '@atelier/ui-kit/styles.css';
import { ImagePreview, ImagePreviewModal } from '@atelier/ui-kit';

const svg = (fill: string, label: string): string =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="${fill}"/><text x="400" y="310" font-size="48" text-anchor="middle" fill="#fff">${label}</text></svg>`,
  )}`;

const CANDLE = svg('#6b4f3a', 'Lavender candle');
const DIFFUSER = svg('#3a5a6b', 'Reed diffuser');

const meta = {
  title: 'Forms/ImagePreviewModal',
  component: ImagePreview,
  args: { src: CANDLE, alt: '라벤더 캔들' },
  parameters: {
    docs: {
      description: {
        component:
          'A thumbnail that opens its image in a modal; a click on the overlay closes it with a 500 ms fade.',
      },
    },
  },
} satisfies Meta<typeof ImagePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click a thumbnail; click the dark overlay or press Escape to fade out (500 ms). */
export const Korean: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.5rem' }}>
      <ImagePreview {...args} />
      <ImagePreview src={DIFFUSER} alt="리드 디퓨저" />
    </div>
  ),
};

export const English: Story = {
  args: { alt: 'Lavender candle', labels: { title: 'Image preview', close: 'Close' } },
  globals: { locale: 'en' },
};

function OpenModal() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        다시 열기
      </button>
      <ImagePreviewModal
        open={open}
        src={CANDLE}
        alt="라벤더 캔들"
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** The modal alone, open from the start. */
export const OpenKorean: Story = { render: () => <OpenModal /> };
