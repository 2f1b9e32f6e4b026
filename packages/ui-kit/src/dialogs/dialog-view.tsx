import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties, RefObject } from 'react';
import type { DialogRequest, DialogService } from './create-dialog-service.js';
import { DIALOG_CLOSE_MS, DIALOG_PROGRESS_TICK_MS } from './dialog-constants.js';
import type { DialogLabels } from './dialog-constants.js';
import { useFocusTrap } from './use-focus-trap.js';

interface DialogViewProps {
  request: DialogRequest;
  service: DialogService;
  labels: DialogLabels;
  openerRef: RefObject<Element | null>;
}

const TITLE_KEY = { alert: 'alertTitle', confirm: 'confirmTitle', error: 'errorTitle' } as const;

/** One open dialog: buttons, focus trap, auto-close progress and the 301 ms close animation. */
export function DialogView({ request, service, labels, openerRef }: DialogViewProps) {
  const { id, kind, message, options } = request;
  const { duration, easyClose = false } = options;
  const titleId = useId();
  const messageId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const closingRef = useRef(false);
  const [closing, setClosing] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [progress, setProgress] = useState(0);
  const timed = typeof duration === 'number' && duration > 0;

  const close = useCallback(
    (confirmed: boolean) => {
      if (closingRef.current) return;
      closingRef.current = true;
      setClosing(true);
      setTimeout(() => service.settle(id, confirmed), DIALOG_CLOSE_MS);
    },
    [service, id],
  );

  // A layout effect runs before the focus trap's effect moves focus into the dialog.
  useLayoutEffect(() => {
    if (openerRef.current === null) openerRef.current = document.activeElement;
  }, [openerRef]);
  useFocusTrap(panelRef, { initialFocus: confirmRef, onEscape: () => close(false) });

  useEffect(() => {
    if (!timed || hovered || closing) return;
    const started = Date.now();
    const tick = setInterval(() => {
      setProgress(Math.min(100, ((Date.now() - started) / duration) * 100));
    }, DIALOG_PROGRESS_TICK_MS);
    const done = setTimeout(() => {
      setProgress(100);
      close(false);
    }, duration);
    return () => {
      clearInterval(tick);
      clearTimeout(done);
    };
  }, [timed, duration, hovered, closing, close]);

  const onPointerEnter = (): void => {
    if (!timed || closing) return;
    setHovered(true);
    setProgress(100);
  };
  const onPointerLeave = (): void => {
    if (!timed || !hovered) return;
    setHovered(false);
    close(false);
  };

  const title = options.title ?? labels[TITLE_KEY[kind]];
  const style = { '--atelier-dialog-close-ms': `${DIALOG_CLOSE_MS}ms` } as CSSProperties;

  return (
    <div className="atelier-dialog-layer" data-state={closing ? 'closing' : 'open'} style={style}>
      <div
        className="atelier-dialog-backdrop"
        role="presentation"
        data-testid="atelier-dialog-backdrop"
        onClick={easyClose ? () => close(false) : undefined}
      />
      <div
        ref={panelRef}
        className={`atelier-dialog atelier-dialog--${kind}`}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
      >
        <h2 id={titleId} className="atelier-dialog__title">
          {title}
        </h2>
        <div id={messageId} className="atelier-dialog__message">
          {message}
        </div>
        {timed ? (
          <div
            className="atelier-dialog__progress"
            role="progressbar"
            aria-label={labels.progressLabel}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress)}
          >
            <div className="atelier-dialog__progress-bar" style={{ width: `${progress}%` }} />
          </div>
        ) : null}
        <div className="atelier-dialog__actions">
          {kind === 'confirm' ? (
            <button
              type="button"
              className="atelier-button atelier-button--secondary"
              onClick={() => close(false)}
            >
              {options.cancelLabel ?? labels.cancelLabel}
            </button>
          ) : null}
          <button
            ref={confirmRef}
            type="button"
            className="atelier-button atelier-button--primary"
            onClick={() => close(true)}
          >
            {options.confirmLabel ?? labels.confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
