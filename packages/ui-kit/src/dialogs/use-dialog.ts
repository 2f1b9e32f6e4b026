import { useContext } from 'react';
import type { DialogService } from './create-dialog-service.js';
import { DialogContext } from './dialog-context.js';

/**
 * The functions a component uses to open dialogs.
 *
 * @example
 * const { alert }: DialogApi = useDialog();
 */
export type DialogApi = Pick<DialogService, 'alert' | 'confirm' | 'error'>;

/**
 * Opens dialogs of the nearest `DialogProvider`: `alert` (resolves on close), `confirm`
 * (resolves `true`/`false`) and `error` (titled 에러). Throws outside a provider.
 *
 * @example
 * const { confirm } = useDialog();
 * const onDelete = async () => {
 *   if (await confirm('삭제하시겠습니까?')) remove(id);
 * };
 */
export function useDialog(): DialogApi {
  const service = useContext(DialogContext);
  if (!service) throw new Error('useDialog() must be used inside a <DialogProvider>.');
  return service;
}
