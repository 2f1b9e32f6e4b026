import { FieldError } from '@atelier/ui-kit';
import { useId, useState, type ReactNode } from 'react';

/**
 * The sign-up consents (brief §7): separate, none pre-checked.
 */
export interface Consents {
  agree_terms: boolean;
  agree_privacy: boolean;
  agree_age14: boolean;
  agree_marketing: boolean;
}

/**
 * Nothing agreed: how the sign-up form starts.
 */
export const NO_CONSENTS: Readonly<Consents> = Object.freeze({
  agree_terms: false,
  agree_privacy: false,
  agree_age14: false,
  agree_marketing: false,
});

/**
 * One consent row: its field name, label and the summary shown on demand.
 */
export interface ConsentItem {
  name: keyof Consents;
  label: string;
  summary: string;
  /** The link to the exact document the consent accepts (terms, privacy policy). */
  document?: ReactNode;
}

/**
 * Props of {@link ConsentList}.
 */
export interface ConsentListProps {
  items: readonly ConsentItem[];
  value: Consents;
  onChange(next: Consents): void;
  labels: { all: string; allHint: string; show: string; hide: string };
}

function ConsentRow({
  item,
  checked,
  onToggle,
  labels,
}: {
  item: ConsentItem;
  checked: boolean;
  onToggle(checked: boolean): void;
  labels: ConsentListProps['labels'];
}) {
  const [open, setOpen] = useState(false);
  const summaryId = useId();
  return (
    <li className="atelier-consent">
      <div className="atelier-consent__row">
        <label className="atelier-consent__label">
          <input
            type="checkbox"
            id={item.name}
            name={item.name}
            checked={checked}
            onChange={(event) => onToggle(event.target.checked)}
          />
          <span>{item.label}</span>
        </label>
        <button
          type="button"
          className="atelier-consent__toggle"
          aria-expanded={open}
          aria-controls={summaryId}
          aria-label={`${item.label} ${open ? labels.hide : labels.show}`}
          onClick={() => setOpen((was) => !was)}
        >
          {open ? labels.hide : labels.show}
        </button>
        {item.document}
      </div>
      <p id={summaryId} className="atelier-consent__summary" hidden={!open}>
        {item.summary}
      </p>
      <FieldError name={item.name} />
    </li>
  );
}

/**
 * The consent checkboxes with '전체 동의' (checks or clears all four) and an expandable
 * summary per consent. Field ids are the API's names, so 422 errors land under them.
 */
export function ConsentList({ items, value, onChange, labels }: ConsentListProps) {
  const all = items.every((item) => value[item.name]);
  const hintId = useId();
  return (
    <div className="atelier-consents">
      <label className="atelier-consents__all">
        <input
          type="checkbox"
          name="agree_all"
          checked={all}
          aria-describedby={hintId}
          onChange={(event) => {
            const next = { ...value };
            for (const item of items) next[item.name] = event.target.checked;
            onChange(next);
          }}
        />
        <span>{labels.all}</span>
      </label>
      <p id={hintId} className="atelier-consents__hint">
        {labels.allHint}
      </p>
      <ul className="atelier-consents__list">
        {items.map((item) => (
          <ConsentRow
            key={item.name}
            item={item}
            checked={value[item.name]}
            labels={labels}
            onToggle={(checked) => onChange({ ...value, [item.name]: checked })}
          />
        ))}
      </ul>
    </div>
  );
}
