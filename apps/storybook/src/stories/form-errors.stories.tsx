import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import '@atelier/ui-kit/styles.css';
import { FieldError, FormErrorsProvider, useFormErrors } from '@atelier/ui-kit';
import type { FieldErrorMap } from '@atelier/ui-kit';

interface Texts {
  id: string;
  email: string;
  qty: string;
  submit: string;
  noField: string;
  clear: string;
  errors: FieldErrorMap;
  unknown: FieldErrorMap;
}

const KO: Texts = {
  id: '아이디',
  email: '이메일',
  qty: '수량',
  submit: '가입하기 (422 응답 보기)',
  noField: '필드가 없는 오류 보기',
  clear: '오류 지우기',
  errors: {
    mb_id: ['이미 사용 중인 아이디입니다.'],
    mb_email: ['이메일 형식이 올바르지 않습니다.'],
    'items.0.qty': ['수량은 1 이상이어야 합니다.'],
    'items.1.qty': ['재고가 부족합니다.'],
  },
  unknown: {
    coupon_id: ['사용할 수 없는 쿠폰입니다.', '두 번째 메시지는 대화상자에 나오지 않습니다.'],
    point: ['보유 적립금을 초과했습니다.'],
  },
};

const EN: Texts = {
  id: 'User ID',
  email: 'Email',
  qty: 'Quantity',
  submit: 'Sign up (show a 422 answer)',
  noField: 'Show errors without fields',
  clear: 'Clear errors',
  errors: {
    mb_id: ['This ID is already taken.'],
    mb_email: ['The email format is invalid.'],
    'items.0.qty': ['The quantity must be at least 1.'],
    'items.1.qty': ['Not enough stock.'],
  },
  unknown: {
    coupon_id: ['This coupon cannot be used.', 'Second messages are not in the dialog.'],
    point: ['You do not have that many points.'],
  },
};

const field = {
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
  marginBottom: '1rem',
} as const;

function SignupForm({ texts }: { texts: Texts }) {
  const { showErrors, clearErrors } = useFormErrors();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        clearErrors(); // a new request starts
        showErrors(texts.errors);
      }}
      style={{ maxWidth: '24rem' }}
    >
      <div style={field}>
        <label htmlFor="mb_id">{texts.id}</label>
        <input id="mb_id" name="mb_id" />
        <FieldError name="mb_id" />
      </div>
      <div style={field}>
        <label htmlFor="mb_email">{texts.email}</label>
        <input id="mb_email" name="mb_email" type="email" />
      </div>
      {/* items.0.qty and items.1.qty have no ids of their own: both show under #items. */}
      <div id="items" style={field}>
        <label htmlFor="qty-0">{texts.qty} 1</label>
        <input id="qty-0" name="items.0.qty" type="number" defaultValue={0} />
        <label htmlFor="qty-1">{texts.qty} 2</label>
        <input id="qty-1" name="items.1.qty" type="number" defaultValue={9} />
      </div>
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        <button type="submit">{texts.submit}</button>
        <button type="button" onClick={() => showErrors(texts.unknown)}>
          {texts.noField}
        </button>
        <button type="button" onClick={clearErrors}>
          {texts.clear}
        </button>
      </div>
    </form>
  );
}

function Demo({ texts }: { texts: Texts }) {
  const form = useRef<HTMLDivElement>(null);
  return (
    <FormErrorsProvider container={form}>
      <div ref={form}>
        <SignupForm texts={texts} />
      </div>
    </FormErrorsProvider>
  );
}

const meta = {
  title: 'Forms/FormErrors',
  component: FieldError,
  args: { name: 'mb_id' },
  parameters: {
    docs: {
      description: {
        component:
          'Server 422 field errors: `FormErrorsProvider` holds the field → messages map, `FieldError name="…"` shows a field\'s messages under it, and `showFieldErrors` scrolls to the first errored field (120 px above) or lists the first message per field in a dialog. A field\'s errors clear when it is edited.',
      },
    },
  },
} satisfies Meta<typeof FieldError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submit to see messages under the fields; edit a field to clear its message. */
export const Korean: Story = { render: () => <Demo texts={KO} /> };

/** The fallback dialog comes from the preview's DialogProvider, titled 'Notice' in English. */
export const English: Story = {
  render: () => <Demo texts={EN} />,
  globals: { locale: 'en' },
};
