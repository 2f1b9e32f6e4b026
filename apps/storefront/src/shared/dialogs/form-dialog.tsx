import { useFocusTrap } from '@atelier/ui-kit';
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';

import './form-dialog.css';

/**
 * Props of {@link FormDialog}.
 */
export interface FormDialogProps {
  /** The dialog's name, already translated. */
  title: string;
  /** What the dialog is for, already translated (its description); none for a plain list. */
  intro?: string;
  /** While a request is out: Escape and the backdrop do nothing. */
  busy: boolean;
  onClose: () => void;
  /** Modifier class of the panel (width, spacing of what it holds). */
  className?: string;
  /**
   * Focus starts on the title instead of the first control: for a list whose first control
   * would be an entry's action (삭제).
   */
  focusTitle?: boolean;
  /** What the dialog holds: a form, a list, their buttons. */
  children: ReactNode;
}

/**
 * The storefront's modal frame for a dialog that holds a form or a list (ui-kit's dialogs answer
 * alerts and confirms): backdrop, a panel with role dialog named by its title and described by
 * its intro, focus kept inside, Escape and the backdrop close it (not while `busy`), and focus
 * goes back to the control that opened it. A div takes the role, since a form may not.
 */
export function FormDialog({
  title,
  intro,
  busy,
  onClose,
  className,
  focusTitle = false,
  children,
}: FormDialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = useId();
  // A layout effect: it runs before the focus trap's effect moves focus into the panel.
  useLayoutEffect(() => {
    const opener = document.activeElement;
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  useFocusTrap(panel, {
    initialFocus: focusTitle ? heading : undefined,
    onEscape: busy ? undefined : onClose,
  });

  return (
    <div className="atelier-dialog-layer" data-state="open">
      <div
        className="atelier-dialog-backdrop"
        role="presentation"
        onClick={busy ? undefined : onClose}
      />
      <div
        ref={panel}
        className={['atelier-dialog', 'atelier-form-dialog', className].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${ids}-title`}
        aria-describedby={intro ? `${ids}-intro` : undefined}
        aria-busy={busy || undefined}
      >
        <h2
          ref={heading}
          id={`${ids}-title`}
          className="atelier-dialog__title"
          tabIndex={focusTitle ? -1 : undefined}
        >
          {title}
        </h2>
        {intro && (
          <p id={`${ids}-intro`} className="atelier-dialog__message">
            {intro}
          </p>
        )}
        {children}
      </div>
    </div>
  );
}
