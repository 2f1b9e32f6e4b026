import { useEffect, useState } from 'react';
import type { ToastItem, ToastService } from './create-toast-service.js';

interface ToastViewProps {
  item: ToastItem;
  service: ToastService;
  closeLabel: string;
}

/** One toast: live-region role by kind, auto-dismiss held while hovered or focused. */
export function ToastView({ item, service, closeLabel }: ToastViewProps) {
  const { id, kind, message, duration } = item;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;

  useEffect(() => {
    if (held || duration <= 0) return;
    const timer = setTimeout(() => service.dismiss(id), duration);
    return () => clearTimeout(timer);
  }, [held, duration, service, id]);

  return (
    <div
      className={`atelier-toast atelier-toast--${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="atelier-toast__message">{message}</div>
      <button
        type="button"
        className="atelier-toast__close"
        aria-label={closeLabel}
        onClick={() => service.dismiss(id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
