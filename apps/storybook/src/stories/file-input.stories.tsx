import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import '@atelier/ui-kit/styles.css';
import { FileInput } from '@atelier/ui-kit';
import type { ExistingFile, FileInputLabels, FileInputProps } from '@atelier/ui-kit';

// 2x2 PNG tiles stand in for uploaded photos, so the story needs no network.
const PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGPI9rcCIgYIBQAbggPRMeMvSQAAAABJRU5ErkJggg==';

const EXISTING: ExistingFile[] = [
  { id: 1, url: PHOTO, name: 'lavender-candle.png', type: 'image/png' },
  { id: 2, url: '/uploads/guide.pdf', name: '사용설명서.pdf', type: 'application/pdf' },
];

const EN_LABELS: FileInputLabels = {
  choose: 'Choose files',
  hint: 'You can also drop files here. (up to {max})',
  limitExceeded: 'Only up to {max} files can be uploaded.',
  remove: 'Remove',
  processing: 'Preparing images…',
};

function FileInputDemo({ value: initialValue = [], ...props }: FileInputProps) {
  const [value, setValue] = useState<ExistingFile[]>([...initialValue]);
  const [files, setFiles] = useState<File[]>([]);
  return (
    <>
      <FileInput
        {...props}
        value={value}
        onValueChange={setValue}
        files={files}
        onChange={setFiles}
      />
      <p style={{ fontSize: '0.875rem' }}>
        {files.map((file) => `${file.name} (${file.type || '?'}, ${file.size} B)`).join(', ')}
      </p>
    </>
  );
}

const meta = {
  title: 'Forms/FileInput',
  component: FileInput,
  render: (args) => <FileInputDemo {...args} />,
  args: { id: 'files', max: 1 },
  parameters: {
    docs: {
      description: {
        component:
          'Files with previews: at most `max` (default 1) counting the existing ones, otherwise an alert and nothing is added; JPEG, PNG, GIF, BMP and WebP preview as images, others as a file icon. Images of 4 MB or more are compressed to JPEG at 0.7 before upload.',
      },
    },
  },
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One file (the spec default): a second pick or drop shows the 최대 1개 alert. */
export const Korean: Story = {};

/** Review photos: two already uploaded, up to 5 in total, images only. */
export const KoreanWithExisting: Story = {
  args: { max: 5, accept: 'image/*,application/pdf', value: EXISTING },
};

export const English: Story = {
  args: { max: 3, labels: EN_LABELS, previewLabels: { title: 'Image preview', close: 'Close' } },
  // The preview decorator's DialogProvider then shows the limit alert titled 'Notice'.
  globals: { locale: 'en' },
};

export const Disabled: Story = {
  args: { max: 5, value: EXISTING, disabled: true },
};
