import type { Meta, StoryObj } from '@storybook/react-vite';
import '@atelier/ui-kit/styles.css';
import { TextArea } from '@atelier/ui-kit';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: '문의 내용', placeholder: '문의하실 내용을 입력해 주세요.' },
  parameters: {
    docs: {
      description: {
        component:
          "A text area at least 10rem high. `maxLength` truncates the input and shows '{max}자 이내로 작성해야 합니다.'; `showCounter` shows n/N.",
      },
    },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};

/** Typing or pasting past 20 characters is cut and explained: '20자 이내로 작성해야 합니다.' */
export const KoreanWithLimit: Story = { args: { maxLength: 20, showCounter: true } };

export const English: Story = {
  args: {
    label: 'Message',
    placeholder: 'Tell us what you need.',
    maxLength: 20,
    showCounter: true,
    maxLengthNote: 'Must be {max} characters or fewer.',
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '수정할 수 없습니다.' } };
