import { useId, useRef } from 'react';
import type { KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { cx } from '../internal/cx.js';
import { useControllable } from '../internal/use-controllable.js';

/**
 * Props of `RangeInput`. Defaults follow spec §5: min 0, max 100, value 100, shown with `%`.
 *
 * @example
 * const props: RangeInputProps = { label: '향 강도', value: 70, onChange: setStrength };
 */
export interface RangeInputProps {
  /** Controlled value; shown clamped to min..max. */
  value?: number;
  /** Initial value when uncontrolled (default 100). */
  defaultValue?: number;
  /** Called with the new value, already clamped and rounded to `step`. */
  onChange?: (value: number) => void;
  /** Lowest value (default 0). */
  min?: number;
  /** Highest value (default 100). */
  max?: number;
  /** Granularity of keyboard and pointer changes (default 1). */
  step?: number;
  /** Shown after the number (default '%'). */
  suffix?: string;
  /** Visible label. Without it pass `aria-label`. */
  label?: ReactNode;
  'aria-label'?: string;
  /** Form field name: adds a hidden input carrying the value. */
  name?: string;
  disabled?: boolean;
  className?: string;
}

const clamp = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, n));

function snap(n: number, min: number, max: number, step: number): number {
  const decimals = (String(step).split('.')[1] ?? '').length;
  const snapped = min + Math.round((n - min) / step) * step;
  return clamp(Number(snapped.toFixed(decimals)), min, max);
}

/**
 * A horizontal slider (`role="slider"`) from `min` to `max`, displayed with a `%` suffix.
 * Pressing or dragging on the track maps the pointer's offset across the track's width
 * to 0–100 % of the range; arrow keys step, Page Up/Down step by 10, Home/End jump to
 * the ends. Values are always clamped to min..max.
 *
 * @example
 * <RangeInput label="향 강도" value={strength} onChange={setStrength} />
 */
export function RangeInput({
  value,
  defaultValue = 100,
  onChange,
  min = 0,
  max = 100,
  step = 1,
  suffix = '%',
  label,
  'aria-label': ariaLabel,
  name,
  disabled = false,
  className,
}: RangeInputProps) {
  const labelId = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  const thumbRef = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const [raw, setRaw] = useControllable(value, defaultValue, onChange);
  const current = clamp(raw, min, max);
  const percent = max > min ? ((current - min) / (max - min)) * 100 : 0;

  const commit = (next: number): void => {
    const snapped = snap(next, min, max, step);
    if (snapped !== current) setRaw(snapped);
  };

  const fromPointer = (clientX: number): void => {
    const track = trackRef.current;
    if (!track) return;
    const { left, width } = track.getBoundingClientRect();
    if (width <= 0) return;
    const ratio = clamp((clientX - left) / width, 0, 1);
    commit(min + ratio * (max - min));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>): void => {
    if (disabled || event.button !== 0) return;
    dragging.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    thumbRef.current?.focus();
    fromPointer(event.clientX);
    event.preventDefault();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>): void => {
    if (dragging.current) fromPointer(event.clientX);
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>): void => {
    dragging.current = false;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (disabled) return;
    const moves: Record<string, number> = {
      ArrowRight: current + step,
      ArrowUp: current + step,
      ArrowLeft: current - step,
      ArrowDown: current - step,
      PageUp: current + step * 10,
      PageDown: current - step * 10,
      Home: min,
      End: max,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    commit(next);
  };

  const text = `${current}${suffix}`;
  return (
    <div className={cx('atelier-range', disabled && 'atelier-range--disabled', className)}>
      {label ? (
        <span id={labelId} className="atelier-field-label">
          {label}
        </span>
      ) : null}
      <div className="atelier-range__row">
        <div
          ref={trackRef}
          className="atelier-range__track"
          data-testid="atelier-range-track"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
        >
          <div className="atelier-range__fill" style={{ width: `${percent}%` }} />
          <div
            ref={thumbRef}
            className="atelier-range__thumb atelier-focusable"
            style={{ left: `${percent}%` }}
            role="slider"
            tabIndex={disabled ? -1 : 0}
            aria-labelledby={label ? labelId : undefined}
            aria-label={label ? undefined : ariaLabel}
            aria-valuemin={min}
            aria-valuemax={max}
            aria-valuenow={current}
            aria-valuetext={text}
            aria-orientation="horizontal"
            aria-disabled={disabled || undefined}
            onKeyDown={onKeyDown}
          />
        </div>
        <output className="atelier-range__output" aria-hidden="true">
          {text}
        </output>
      </div>
      {name ? <input type="hidden" name={name} value={current} /> : null}
    </div>
  );
}
