// @vitest-environment node
import {
  CheckboxGroup,
  DatePicker,
  DialogProvider,
  Pager,
  RadioGroup,
  RangeInput,
  Select,
  StarRating,
  TextArea,
  ToastProvider,
  createDialogService,
  createToastService,
} from '@atelier/ui-kit';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

describe('server-side rendering', () => {
  it('imports and renders every part-A component without a DOM', () => {
    expect(typeof window).toBe('undefined');
    const dialogs = createDialogService();
    const toasts = createToastService();
    void dialogs.alert('서버에서는 보이지 않음');
    toasts.error('서버에서는 보이지 않음');
    const html = renderToString(
      <DialogProvider service={dialogs}>
        <ToastProvider service={toasts}>
          <TextArea label="내용" maxLength={10} showCounter defaultValue="안녕" />
          <StarRating value={4} />
          <StarRating value={3} readOnly />
          <DatePicker label="날짜" value="2024-02-29" referenceDate={new Date(2025, 0, 1)} />
          <Pager page={2} total={100} getHref={(p) => `?page=${p}`} />
          <Select label="정렬" options={[{ value: 'a', label: '최신순' }]} value="a" />
          <RadioGroup
            label="옵션"
            options={[{ value: true, label: '예' }]}
            value
            onChange={() => {}}
          />
          <CheckboxGroup
            label="향"
            options={[{ value: 'rose', label: '로즈' }]}
            value={['rose']}
            onChange={() => {}}
          />
          <RangeInput label="강도" value={40} />
        </ToastProvider>
      </DialogProvider>,
    );
    expect(html).toContain('2/10');
    expect(html).toContain('aria-current="page"');
    expect(html).toContain('40%');
    expect(html).toContain('최신순');
    expect(html).not.toContain('서버에서는 보이지 않음');
  });
});
