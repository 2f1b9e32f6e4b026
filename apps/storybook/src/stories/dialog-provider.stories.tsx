import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import '@atelier/ui-kit/styles.css';
import { DialogProvider, useDialog } from '@atelier/ui-kit';
import type { DialogLabels, DialogOptions } from '@atelier/ui-kit';

const EN_LABELS: DialogLabels = {
  alertTitle: 'Notice',
  confirmTitle: 'Confirm',
  errorTitle: 'Error',
  confirmLabel: 'OK',
  cancelLabel: 'Cancel',
  progressLabel: 'Closes automatically',
};

interface DemoText {
  alert: string;
  confirm: string;
  error: string;
  timed: string;
  queued: [string, string];
  buttons: { alert: string; confirm: string; error: string; timed: string; queued: string };
  answer: (confirmed: boolean) => string;
}

const KO: DemoText = {
  alert: '마지막 페이지 입니다.',
  confirm: '언어를 변경하시겠습니까?',
  error: '요청을 처리하지 못했습니다.',
  timed: '장바구니에 담았습니다.',
  queued: ['첫 번째 안내입니다.', '두 번째 안내입니다.'],
  buttons: {
    alert: '알림',
    confirm: '확인',
    error: '에러',
    timed: '3초 후 닫힘',
    queued: '두 개 연속',
  },
  answer: (confirmed) => (confirmed ? '확인을 눌렀습니다.' : '취소했습니다.'),
};

const EN: DemoText = {
  alert: 'This is the last page.',
  confirm: 'Switch the language?',
  error: 'The request could not be processed.',
  timed: 'Added to the cart.',
  queued: ['First notice.', 'Second notice.'],
  buttons: {
    alert: 'Alert',
    confirm: 'Confirm',
    error: 'Error',
    timed: 'Closes in 3 s',
    queued: 'Two in a row',
  },
  answer: (confirmed) => (confirmed ? 'Confirmed.' : 'Cancelled.'),
};

function Buttons({ text, options }: { text: DemoText; options?: DialogOptions }) {
  const { alert, confirm, error } = useDialog();
  const [answer, setAnswer] = useState('');
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
      <button
        type="button"
        className="atelier-button atelier-button--secondary"
        onClick={() => alert(text.alert, options)}
      >
        {text.buttons.alert}
      </button>
      <button
        type="button"
        className="atelier-button atelier-button--secondary"
        onClick={async () => setAnswer(text.answer(await confirm(text.confirm, options)))}
      >
        {text.buttons.confirm}
      </button>
      <button
        type="button"
        className="atelier-button atelier-button--secondary"
        onClick={() => error(text.error, options)}
      >
        {text.buttons.error}
      </button>
      <button
        type="button"
        className="atelier-button atelier-button--secondary"
        onClick={() => alert(text.timed, { ...options, duration: 3000 })}
      >
        {text.buttons.timed}
      </button>
      <button
        type="button"
        className="atelier-button atelier-button--secondary"
        onClick={() => {
          void alert(text.queued[0], options);
          void alert(text.queued[1], options);
        }}
      >
        {text.buttons.queued}
      </button>
      <output>{answer}</output>
    </div>
  );
}

interface DemoProps {
  labels?: Partial<DialogLabels>;
  text: DemoText;
  options?: DialogOptions;
}

function DialogDemo({ labels, text, options }: DemoProps) {
  return (
    <DialogProvider labels={labels}>
      <Buttons text={text} options={options} />
    </DialogProvider>
  );
}

const meta = {
  title: 'Feedback/Dialog',
  component: DialogDemo,
  args: { text: KO },
  parameters: {
    docs: {
      description: {
        component:
          'One dialog service for components and thunks: `alert`, `confirm` (resolves a boolean) and `error`, queued one at a time, focus trapped and returned, Escape cancels; `duration` closes with a progress bar, `easyClose` on a backdrop click. Mount `DialogProvider` once; call `useDialog()` in components or the `createDialogService()` instance elsewhere.',
      },
    },
  },
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 알림 / 확인 / 에러 with 확인 and 취소; Escape cancels, focus returns to the button. */
export const Korean: Story = {};

/** A backdrop click closes (as cancel). */
export const KoreanEasyClose: Story = { args: { options: { easyClose: true } } };

export const English: Story = { args: { text: EN, labels: EN_LABELS } };
