import type { Meta, StoryObj } from '@storybook/react-vite';
import '@atelier/ui-kit/styles.css';
import { ToastProvider, useToast } from '@atelier/ui-kit';
import type { ToastLabels } from '@atelier/ui-kit';

interface DemoText {
  success: string;
  error: string;
  info: string;
  buttons: [string, string, string];
}

const KO: DemoText = {
  success: '저장되었습니다.',
  error: '선택 가능한 옵션은 2개 입니다.',
  info: '배송 조회는 마이페이지에서 할 수 있습니다.',
  buttons: ['성공', '에러', '안내'],
};

const EN: DemoText = {
  success: 'Saved.',
  error: 'You can choose up to 2 options.',
  info: 'You can track deliveries in My Page.',
  buttons: ['Success', 'Error', 'Info'],
};

function Buttons({ text }: { text: DemoText }) {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <button
        type="button"
        className="atelier-button atelier-button--secondary"
        onClick={() => toast.success(text.success)}
      >
        {text.buttons[0]}
      </button>
      <button
        type="button"
        className="atelier-button atelier-button--secondary"
        onClick={() => toast.error(text.error)}
      >
        {text.buttons[1]}
      </button>
      <button
        type="button"
        className="atelier-button atelier-button--secondary"
        onClick={() => toast.info(text.info)}
      >
        {text.buttons[2]}
      </button>
    </div>
  );
}

function ToastDemo({ text, labels }: { text: DemoText; labels?: Partial<ToastLabels> }) {
  return (
    <ToastProvider labels={labels}>
      <Buttons text={text} />
    </ToastProvider>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastDemo,
  args: { text: KO },
  parameters: {
    docs: {
      description: {
        component:
          'Short notices from `useToast()` or the `createToastService()` instance: `success`, `info` and `error` (`role="alert"`). They close after 4 s, held while hovered or focused. Mount `ToastProvider` once.',
      },
    },
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Toasts close after 4 s (held while hovered or focused); errors are announced at once. */
export const Korean: Story = {};

export const English: Story = { args: { text: EN, labels: { closeLabel: 'Close' } } };
