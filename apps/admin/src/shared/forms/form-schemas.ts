// The console's form schemas, loaded with the first form (zod stays out of the first load).
export { validateForm } from '@atelier/app-frame/forms';
export {
  adminCancelSchema,
  adminClaimAcceptSchema,
  adminClaimRefuseSchema,
  adminRefundManualSchema,
  adminRefundSchema,
  adminStoreOrderSchema,
  adminLoginSchema,
  adminOrderMemoSchema,
  adminProductSchema,
  adminStockAdjustSchema,
  adminShipSchema,
  reauthSchema,
  secondFactorSchema,
} from '@atelier/contracts';
export {
  adminBlockSchema,
  adminCategoryCreateSchema,
  adminCategoryUpdateSchema,
  adminPointsSchema,
  adminQuestionAnswerSchema,
} from '@atelier/contracts';
