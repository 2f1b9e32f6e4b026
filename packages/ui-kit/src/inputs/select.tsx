import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { cx } from '../internal/cx.js';
import { useControllable } from '../internal/use-controllable.js';

/**
 * Maximum height of an open `Select` list in pixels (spec §9); longer lists scroll.
 *
 * @example
 * SELECT_MAX_HEIGHT_PX; // 300
 */
export const SELECT_MAX_HEIGHT_PX = 300;

/**
 * The Korean default text of a `Select` with nothing chosen.
 *
 * @example
 * SELECT_PLACEHOLDER_KO; // '선택해 주세요'
 */
export const SELECT_PLACEHOLDER_KO = '선택해 주세요';

/**
 * The English of {@link SELECT_PLACEHOLDER_KO} (the seeded English phrase).
 *
 * @example
 * SELECT_PLACEHOLDER_EN; // 'Please select'
 */
export const SELECT_PLACEHOLDER_EN = 'Please select';

/**
 * One choice of a `Select`.
 *
 * @example
 * const option: SelectOption<number> = { value: 12, label: 'Sale' };
 */
export interface SelectOption<V extends string | number = string> {
  value: V;
  label: string;
  disabled?: boolean;
}

/**
 * Props of `Select`.
 *
 * @example
 * const props: SelectProps = { label: '정렬', options: [{ value: 'new', label: '최신순' }] };
 */
export interface SelectProps<V extends string | number = string> {
  options: readonly SelectOption<V>[];
  /** Controlled value, `null` for none. */
  value?: V | null;
  /** Initial value when uncontrolled. */
  defaultValue?: V | null;
  /** Called with the chosen option's value. */
  onChange?: (value: V) => void;
  /** Visible label. Without it pass `aria-label`. */
  label?: ReactNode;
  'aria-label'?: string;
  /** Text while nothing is chosen; default '선택해 주세요'. */
  placeholder?: string;
  /** Form field name: adds a hidden input carrying the value. */
  name?: string;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/**
 * A styled single-choice dropdown (the WAI-ARIA select-only combobox): the list opens
 * below, at most 300 px high, and is driven by mouse or keyboard — arrows, Home/End,
 * Enter/Space to choose, Escape to close, a letter to jump.
 *
 * @example
 * <Select label="정렬" value={sort} onChange={setSort}
 *   options={[{ value: 'new', label: '최신순' }, { value: 'price', label: '가격순' }]} />
 */
export function Select<V extends string | number = string>({
  options,
  value,
  defaultValue = null,
  onChange,
  label,
  'aria-label': ariaLabel,
  placeholder = SELECT_PLACEHOLDER_KO,
  name,
  disabled = false,
  id,
  className,
}: SelectProps<V>) {
  const baseId = useId();
  const comboId = id ?? `${baseId}-combo`;
  const labelId = `${baseId}-label`;
  const listId = `${baseId}-list`;
  const optionId = (index: number): string => `${baseId}-option-${index}`;
  const rootRef = useRef<HTMLDivElement>(null);
  const comboRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [selected, setSelected] = useControllable<V | null>(value, defaultValue, (next) => {
    if (next !== null) onChange?.(next);
  });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const selectedIndex = options.findIndex((o) => o.value === selected);
  const selectedOption = options[selectedIndex];

  const enabled = (index: number): boolean => !!options[index] && !options[index].disabled;
  const step = (from: number, delta: 1 | -1): number => {
    for (let i = from + delta; i >= 0 && i < options.length; i += delta) if (enabled(i)) return i;
    return from;
  };
  const firstEnabled = (): number => step(-1, 1);
  const lastEnabled = (): number => step(options.length, -1);

  const openList = (index: number): void => {
    setOpen(true);
    setActive(index >= 0 ? index : firstEnabled());
  };
  const choose = (index: number): void => {
    const option = options[index];
    if (option && !option.disabled) setSelected(option.value);
    setOpen(false);
    comboRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent): void => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (!open || active < 0) return;
    const node = listRef.current?.ownerDocument.getElementById(optionId(active));
    // Not every DOM (tests, old browsers) implements scrollIntoView.
    if (node && 'scrollIntoView' in node) node.scrollIntoView({ block: 'nearest' });
    // optionId is derived from useId and stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, active]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (disabled) return;
    const { key } = event;
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key)) {
        event.preventDefault();
        openList(selectedIndex);
      } else if (key === 'Home' || key === 'End') {
        event.preventDefault();
        openList(key === 'Home' ? firstEnabled() : lastEnabled());
      } else if (key.length === 1 && /\S/.test(key)) {
        openList(findByLetter(key, selectedIndex));
      }
      return;
    }
    switch (key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive((a) => step(a, 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((a) => step(a, -1));
        break;
      case 'Home':
        event.preventDefault();
        setActive(firstEnabled());
        break;
      case 'End':
        event.preventDefault();
        setActive(lastEnabled());
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        choose(active);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        break;
      case 'Tab':
        choose(active);
        break;
      default:
        if (key.length === 1 && /\S/.test(key)) setActive(findByLetter(key, active));
    }
  };

  const findByLetter = (letter: string, from: number): number => {
    const needle = letter.toLocaleLowerCase();
    for (let n = 1; n <= options.length; n += 1) {
      const i = (from + n + options.length) % options.length;
      if (enabled(i) && options[i]!.label.toLocaleLowerCase().startsWith(needle)) return i;
    }
    return from;
  };

  return (
    <div ref={rootRef} className={cx('atelier-select', open && 'atelier-select--open', className)}>
      {label ? (
        <span id={labelId} className="atelier-field-label">
          {label}
        </span>
      ) : null}
      <div
        ref={comboRef}
        id={comboId}
        className="atelier-select__button atelier-focusable"
        role="combobox"
        tabIndex={disabled ? -1 : 0}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-labelledby={label ? labelId : undefined}
        aria-label={label ? undefined : ariaLabel}
        aria-disabled={disabled || undefined}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        onClick={() => {
          if (disabled) return;
          if (open) setOpen(false);
          else openList(selectedIndex);
        }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
      >
        <span
          className={cx('atelier-select__value', !selectedOption && 'atelier-select__placeholder')}
        >
          {selectedOption ? selectedOption.label : placeholder}
        </span>
        <span className="atelier-select__chevron" aria-hidden="true">
          ▾
        </span>
      </div>
      <ul
        ref={listRef}
        id={listId}
        className="atelier-select__list"
        role="listbox"
        aria-labelledby={label ? labelId : undefined}
        aria-label={label ? undefined : ariaLabel}
        hidden={!open}
        style={{ maxHeight: SELECT_MAX_HEIGHT_PX }}
        // Keep focus on the combobox while choosing with the mouse.
        onMouseDown={(event) => event.preventDefault()}
      >
        {options.map((option, index) => (
          // Options are reached through the combobox's aria-activedescendant, not focus.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={String(option.value)}
            id={optionId(index)}
            role="option"
            aria-selected={index === selectedIndex}
            aria-disabled={option.disabled || undefined}
            className={cx(
              'atelier-select__option',
              index === active && 'atelier-select__option--active',
              index === selectedIndex && 'atelier-select__option--selected',
            )}
            onClick={() => {
              if (!option.disabled) choose(index);
            }}
            onPointerMove={() => {
              if (!option.disabled && index !== active) setActive(index);
            }}
          >
            {option.label}
          </li>
        ))}
      </ul>
      {name ? <input type="hidden" name={name} value={selected ?? ''} /> : null}
    </div>
  );
}
