import {
  CheckboxGroup,
  createToastService,
  MULTI_SELECT_LIMIT_MESSAGE_KO,
  ToastProvider,
} from '@atelier/ui-kit';
import type { RadioOption, ToastService } from '@atelier/ui-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@atelier/test-utils/a11y';

const SCENTS: RadioOption<string>[] = [
  { value: 'rose', label: '로즈' },
  { value: 'musk', label: '머스크' },
  { value: 'cedar', label: '시더우드' },
  { value: 'citrus', label: '시트러스' },
];

function Scents(props: { max?: number; toasts?: ToastService; onChange?: (v: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <ToastProvider service={props.toasts}>
      <CheckboxGroup
        label="향 선택"
        options={SCENTS}
        value={value}
        maxSelection={props.max}
        name="scent"
        onChange={(next) => {
          props.onChange?.(next);
          setValue(next);
        }}
      />
    </ToastProvider>
  );
}

const chosen = () =>
  screen
    .getAllByRole<HTMLInputElement>('checkbox')
    .filter((c) => c.checked)
    .map((c) => c.closest('label')?.textContent);

describe('CheckboxGroup', () => {
  it('lets several options be chosen, in order, and carries them in hidden fields', async () => {
    const user = userEvent.setup();
    const { container } = render(<Scents />);
    screen.getByRole('group', { name: '향 선택' });
    await user.click(screen.getByRole('checkbox', { name: '시더우드' }));
    await user.click(screen.getByRole('checkbox', { name: '로즈' }));
    await user.click(screen.getByRole('checkbox', { name: '머스크' }));
    await user.click(screen.getByRole('checkbox', { name: '시트러스' }));
    expect(chosen()).toEqual(['로즈', '머스크', '시더우드', '시트러스']); // 0 = unlimited
    const hidden = Array.from(document.querySelectorAll<HTMLInputElement>('input[name="scent"]'));
    expect(hidden.map((h) => h.value)).toEqual(['cedar', 'rose', 'musk', 'citrus']);
    await expectNoAxeViolations(container);
  });

  it('removes an option chosen again', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Scents onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: '로즈' }));
    await user.click(screen.getByRole('checkbox', { name: '머스크' }));
    await user.click(screen.getByRole('checkbox', { name: '로즈' }));
    expect(onChange.mock.calls.map(([v]) => v)).toEqual([['rose'], ['rose', 'musk'], ['musk']]);
    expect(chosen()).toEqual(['머스크']);
  });

  it('refuses a choice beyond maxSelection with the Korean error toast', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const toasts = createToastService();
    render(<Scents max={2} toasts={toasts} onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: '로즈' }));
    await user.click(screen.getByRole('checkbox', { name: '머스크' }));
    await user.click(screen.getByRole('checkbox', { name: '시더우드' }));
    expect(MULTI_SELECT_LIMIT_MESSAGE_KO).toBe('선택 가능한 옵션은 {count}개 입니다.');
    expect(screen.getByRole('alert').textContent).toContain('선택 가능한 옵션은 2개 입니다.');
    expect(toasts.getSnapshot().map((t) => [t.kind, t.message])).toEqual([
      ['error', '선택 가능한 옵션은 2개 입니다.'],
    ]);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(chosen()).toEqual(['로즈', '머스크']);
    // removing one makes room again
    await user.click(screen.getByRole('checkbox', { name: '로즈' }));
    await user.click(screen.getByRole('checkbox', { name: '시더우드' }));
    expect(chosen()).toEqual(['머스크', '시더우드']);
    expect(toasts.getSnapshot()).toHaveLength(1);
  });

  it('takes a translated limit message and reports the refusal', async () => {
    const user = userEvent.setup();
    const toasts = createToastService();
    const onLimitExceeded = vi.fn();
    render(
      <ToastProvider service={toasts}>
        <CheckboxGroup
          aria-label="Scents"
          options={SCENTS}
          value={['rose']}
          onChange={() => {}}
          maxSelection={1}
          limitMessage="You can choose up to {count} options."
          onLimitExceeded={onLimitExceeded}
        />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('checkbox', { name: '머스크' }));
    expect(toasts.getSnapshot()[0]?.message).toBe('You can choose up to 1 options.');
    expect(onLimitExceeded).toHaveBeenCalledWith(1);
  });

  it('compares array values by content', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <CheckboxGroup
        aria-label="세트"
        options={[
          { value: [1, 2], label: '1+2' },
          { value: [3], label: '3' },
        ]}
        value={[[1, 2]]}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '1+2' }).checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: '1+2' }));
    expect(onChange).toHaveBeenCalledWith([]);
  });
});
