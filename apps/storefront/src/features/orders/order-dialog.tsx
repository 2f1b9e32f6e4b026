import { useT } from '@atelier/translation-ai';
import { useFocusTrap } from '@atelier/ui-kit';
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';

import { ORDER_LABELS } from './order-labels.js';

/**
 * Props of {@link OrderDialog}.
 *
 * @example
 * const props: OrderDialogProps = { title: '반품 신청', intro: '…', busy: false, onClose: close, children: form };
 */
export interface OrderDialogProps {
  /** The dialog's name, already translated. */
  title: string;
  /** What the action does, already translated (the dialog's description). */
  intro: string;
  /** While the request is out: Escape, the backdrop and the close button do nothing. */
  busy: boolean;
  onClose: () => void;
  /** Modifier class of the panel (width, spacing of the form). */
  className?: string;
  /** The form, with {@link OrderDialogActions} at its end. */
  children: ReactNode;
}

/**
 * The modal frame of the order detail's actions (cancel, return, exchange): backdrop, a panel
 * with role dialog named by its title and described by its intro, focus kept inside, Escape
 * and the backdrop close it, and focus goes back to the button that opened it. A div with the
 * role around the form, since a form may not take it.
 *
 * @example
 * <OrderDialog title={t(ORDER_LABELS.cancelTitle)} intro={t(ORDER_LABELS.cancelIntro)} busy={busy} onClose={close}>
 *   <form onSubmit={submit}>…<OrderDialogActions submitLabel={t(ORDER_LABELS.cancelConfirm)} busy={busy} onClose={close} /></form>
 * </OrderDialog>
 */
export function OrderDialog({
  title,
  intro,
  busy,
  onClose,
  className,
  children,
}: OrderDialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const ids = useId();
  // A layout effect: it runs before the focus trap's effect moves focus into the panel.
  useLayoutEffect(() => {
    const opener = document.activeElement;
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  useFocusTrap(panel, { onEscape: busy ? undefined : onClose });

  return (
    <div className="atelier-dialog-layer" data-state="open">
      <div
        className="atelier-dialog-backdrop"
        role="presentation"
        onClick={busy ? undefined : onClose}
      />
      <div
        ref={panel}
        className={['atelier-dialog', 'atelier-order-dialog', className].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${ids}-title`}
        aria-describedby={`${ids}-intro`}
        aria-busy={busy || undefined}
      >
        <h2 id={`${ids}-title`} className="atelier-dialog__title">
          {title}
        </h2>
        <p id={`${ids}-intro`} className="atelier-dialog__message">
          {intro}
        </p>
        {children}
      </div>
    </div>
  );
}

/**
 * Props of {@link OrderDialogActions}.
 *
 * @example
 * const props: OrderDialogActionsProps = { submitLabel: '반품 신청하기', busy: false, onClose: close };
 */
export interface OrderDialogActionsProps {
  /** The submit button's text, already translated. */
  submitLabel: string;
  busy: boolean;
  onClose: () => void;
}

/**
 * The buttons at the end of an {@link OrderDialog}'s form: 닫기, then the action (submit).
 *
 * @example
 * <OrderDialogActions submitLabel={t(ORDER_LABELS.cancelConfirm)} busy={busy} onClose={close} />
 */
export function OrderDialogActions({ submitLabel, busy, onClose }: OrderDialogActionsProps) {
  const { t } = useT();
  return (
    <div className="atelier-dialog__actions">
      <button
        type="button"
        className="atelier-button atelier-button--secondary"
        onClick={onClose}
        disabled={busy}
      >
        {t(ORDER_LABELS.close)}
      </button>
      <button type="submit" className="atelier-button atelier-button--primary" disabled={busy}>
        {submitLabel}
      </button>
    </div>
  );
}
