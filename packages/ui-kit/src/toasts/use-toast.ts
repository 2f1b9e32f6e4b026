import { useContext } from 'react';
import type { ToastService } from './create-toast-service.js';
import { ToastContext } from './toast-context.js';

/**
 * The functions a component uses to show toasts.
 *
 * @example
 * const toast: ToastApi = useToast();
 */
export type ToastApi = Pick<ToastService, 'show' | 'success' | 'error' | 'info' | 'dismiss'>;

/**
 * Shows toasts in the nearest `ToastProvider`. Throws outside a provider.
 *
 * @example
 * const toast = useToast();
 * toast.error('선택 가능한 옵션은 2개 입니다.');
 * toast.success('저장되었습니다.');
 */
export function useToast(): ToastApi {
  const service = useContext(ToastContext);
  if (!service) throw new Error('useToast() must be used inside a <ToastProvider>.');
  return service;
}
