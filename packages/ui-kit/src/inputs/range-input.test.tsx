import { RangeInput } from '@atelier/ui-kit';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@atelier/test-utils/a11y';

const slider = () => screen.getByRole('slider');
const now = () => slider().getAttribute('aria-valuenow');

/** A 200 px wide track starting at x = 50. */
function mockTrack(): HTMLElement {
  const track = screen.getByTestId('atelier-range-track');
  vi.spyOn(track, 'getBoundingClientRect').mockReturnValue({
    left: 50,
    right: 250,
    width: 200,
    top: 0,
    bottom: 20,
    height: 20,
    x: 50,
    y: 0,
    toJSON: () => ({}),
  });
  return track;
}

describe('RangeInput', () => {
  it('defaults to 0..100 with value 100, shown as 100%', async () => {
    const { container } = render(<RangeInput label="향 강도" name="strength" />);
    const s = screen.getByRole('slider', { name: '향 강도' });
    expect([s.getAttribute('aria-valuemin'), s.getAttribute('aria-valuemax'), now()]).toEqual([
      '0',
      '100',
      '100',
    ]);
    expect(s.getAttribute('aria-valuetext')).toBe('100%');
    expect(container.querySelector('output')?.textContent).toBe('100%');
    expect(document.querySelector<HTMLInputElement>('input[name="strength"]')?.value).toBe('100');
    await expectNoAxeViolations(container);
  });

  it('clamps values outside min..max', () => {
    const { rerender } = render(<RangeInput aria-label="r" value={150} />);
    expect(now()).toBe('100');
    rerender(<RangeInput aria-label="r" value={-20} />);
    expect(now()).toBe('0');
    rerender(<RangeInput aria-label="r" value={5} min={10} max={40} />);
    expect(now()).toBe('10');
    expect(slider().getAttribute('aria-valuetext')).toBe('10%');
  });

  it('maps the pointer offset across the track to 0–100 %', () => {
    const onChange = vi.fn();
    render(<RangeInput aria-label="r" defaultValue={0} onChange={onChange} />);
    const track = mockTrack();
    fireEvent.pointerDown(track, { clientX: 100, pointerId: 1, button: 0 }); // 50 px of 200
    expect(onChange).toHaveBeenLastCalledWith(25);
    expect(now()).toBe('25');
    fireEvent.pointerMove(track, { clientX: 150, pointerId: 1 }); // 100 px
    expect(onChange).toHaveBeenLastCalledWith(50);
    fireEvent.pointerMove(track, { clientX: 199, pointerId: 1 }); // 149 px = 74.5 %
    expect(onChange).toHaveBeenLastCalledWith(75);
    fireEvent.pointerMove(track, { clientX: 400, pointerId: 1 }); // past the end
    expect(onChange).toHaveBeenLastCalledWith(100);
    fireEvent.pointerMove(track, { clientX: -30, pointerId: 1 }); // before the start
    expect(onChange).toHaveBeenLastCalledWith(0);
    fireEvent.pointerUp(track, { clientX: -30, pointerId: 1 });
    fireEvent.pointerMove(track, { clientX: 150, pointerId: 1 }); // not dragging any more
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(screen.getByText('0%')).toBeTruthy();
    expect(document.activeElement).toBe(slider());
  });

  it('maps the percentage onto a custom range', () => {
    const onChange = vi.fn();
    render(<RangeInput aria-label="r" min={10} max={30} defaultValue={10} onChange={onChange} />);
    fireEvent.pointerDown(mockTrack(), { clientX: 150, pointerId: 1, button: 0 });
    expect(onChange).toHaveBeenLastCalledWith(20);
  });

  it('steps with the keyboard and stays within bounds', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RangeInput aria-label="r" defaultValue={50} onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowUp}{ArrowLeft}{ArrowDown}{ArrowDown}');
    expect(onChange.mock.calls.map(([v]) => v)).toEqual([51, 52, 51, 50, 49]);
    await user.keyboard('{PageUp}');
    expect(now()).toBe('59');
    await user.keyboard('{End}{ArrowRight}');
    expect(now()).toBe('100');
    await user.keyboard('{Home}{PageDown}');
    expect(now()).toBe('0');
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it('does nothing when disabled', () => {
    const onChange = vi.fn();
    render(<RangeInput aria-label="r" disabled onChange={onChange} />);
    fireEvent.pointerDown(mockTrack(), { clientX: 100, pointerId: 1, button: 0 });
    fireEvent.keyDown(slider(), { key: 'Home' });
    expect(onChange).not.toHaveBeenCalled();
    expect(slider().tabIndex).toBe(-1);
  });
});
