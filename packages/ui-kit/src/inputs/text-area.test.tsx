import { TEXT_AREA_MAX_LENGTH_NOTE_KO, TEXT_AREA_MIN_HEIGHT, TextArea } from '@atelier/ui-kit';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@atelier/test-utils/a11y';

describe('TextArea', () => {
  it('is at least 10rem high and labelled', async () => {
    const { container } = render(<TextArea label="문의 내용" />);
    const box = screen.getByRole('textbox', { name: '문의 내용' });
    expect(TEXT_AREA_MIN_HEIGHT).toBe('10rem');
    expect(box.style.minHeight).toBe('10rem');
    await expectNoAxeViolations(container);
  });

  it('truncates input beyond maxLength and shows the Korean note', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<TextArea label="후기" maxLength={5} onValueChange={onValueChange} />);
    const box = screen.getByRole<HTMLTextAreaElement>('textbox');
    expect(box.hasAttribute('maxlength')).toBe(false);
    await user.type(box, '향기가 좋');
    expect(document.getElementById(`${box.id}-note`)?.textContent).toBe('');
    await user.type(box, '아요');
    expect(box.value).toBe('향기가 좋');
    expect(onValueChange).toHaveBeenLastCalledWith('향기가 좋');
    expect(TEXT_AREA_MAX_LENGTH_NOTE_KO).toBe('{max}자 이내로 작성해야 합니다.');
    expect(screen.getByText('5자 이내로 작성해야 합니다.')).toBeTruthy();
    await user.type(box, '{Backspace}');
    expect(screen.queryByText('5자 이내로 작성해야 합니다.')).toBeNull();
  });

  it('truncates a long paste in one go and counts code points, not UTF-16 units', () => {
    render(<TextArea aria-label="메모" maxLength={3} showCounter />);
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: '메모' });
    fireEvent.change(box, { target: { value: '🕯️촛불향수' } });
    // '🕯️' is two code points (candle + variation selector)
    expect(box.value).toBe('🕯️촛');
    expect(screen.getByText('3/3')).toBeTruthy();
  });

  it('shows an n/N counter that follows a controlled value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [text, setText] = useState('안녕');
      return (
        <TextArea
          label="Message"
          value={text}
          onValueChange={setText}
          maxLength={10}
          showCounter
          maxLengthNote="Must be {max} characters or fewer."
        />
      );
    }
    render(<Controlled />);
    expect(screen.getByText('2/10')).toBeTruthy();
    await user.type(screen.getByRole('textbox'), '하세요');
    expect(screen.getByText('5/10')).toBeTruthy();
    await user.type(screen.getByRole('textbox'), '123456');
    expect(screen.getByText('10/10')).toBeTruthy();
    expect(screen.getByText('Must be 10 characters or fewer.')).toBeTruthy();
  });

  it('describes the textarea by the note and the counter', () => {
    render(<TextArea label="x" maxLength={4} showCounter aria-describedby="hint" />);
    const box = screen.getByRole('textbox');
    expect(box.getAttribute('aria-describedby')).toBe(`hint ${box.id}-note ${box.id}-counter`);
  });
});
