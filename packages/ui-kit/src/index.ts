/**
 * `@atelier/ui-kit` — Atelier design tokens and React components (Korean-first texts,
 * every label overridable). Styles: `import '@atelier/ui-kit/styles.css'` (includes the
 * tokens), or `@atelier/ui-kit/tokens.css` for the CSS variables alone.
 *
 * @example
 * import { DialogProvider, ToastProvider, createDialogService, useDialog } from '@atelier/ui-kit';
 */
export { afterHydration } from './hydration/after-hydration.js';
export { markHydrated, whenHydrated } from './hydration/when-hydrated.js';
export { createDialogService } from './dialogs/create-dialog-service.js';
export type {
  DialogKind,
  DialogOptions,
  DialogRequest,
  DialogService,
} from './dialogs/create-dialog-service.js';
export {
  DIALOG_CLOSE_MS,
  DIALOG_LABELS_EN,
  DIALOG_LABELS_KO,
  DIALOG_PROGRESS_TICK_MS,
} from './dialogs/dialog-constants.js';
export type { DialogLabels } from './dialogs/dialog-constants.js';
export { DialogProvider } from './dialogs/dialog-provider.js';
export type { DialogProviderProps } from './dialogs/dialog-provider.js';
export { useDialog } from './dialogs/use-dialog.js';
export type { DialogApi } from './dialogs/use-dialog.js';
export { useFocusTrap } from './dialogs/use-focus-trap.js';
export type { FocusTrapOptions } from './dialogs/use-focus-trap.js';
export { createToastService, TOAST_DURATION_MS } from './toasts/create-toast-service.js';
export type {
  ToastItem,
  ToastKind,
  ToastOptions,
  ToastService,
} from './toasts/create-toast-service.js';
export { TOAST_LABELS_EN, TOAST_LABELS_KO, ToastProvider } from './toasts/toast-provider.js';
export type { ToastLabels, ToastProviderProps } from './toasts/toast-provider.js';
export { useToast } from './toasts/use-toast.js';
export type { ToastApi } from './toasts/use-toast.js';
export {
  TEXT_AREA_MAX_LENGTH_NOTE_EN,
  TEXT_AREA_MAX_LENGTH_NOTE_KO,
  TEXT_AREA_MIN_HEIGHT,
  TextArea,
} from './inputs/text-area.js';
export type { TextAreaProps } from './inputs/text-area.js';
export {
  STAR_RATING_LABELS_EN,
  STAR_RATING_LABELS_KO,
  STAR_RATING_MAX,
} from './inputs/star-rating-labels.js';
export type { StarRatingLabels } from './inputs/star-rating-labels.js';
export { StarRating } from './inputs/star-rating.js';
export type { StarRatingProps } from './inputs/star-rating.js';
export {
  DATE_PICKER_LABELS_EN,
  DATE_PICKER_LABELS_KO,
  DATE_PICKER_YEARS_AHEAD,
  DATE_PICKER_YEARS_BACK,
  DatePicker,
  datePickerYears,
} from './inputs/date-picker.js';
export type { DatePickerLabels, DatePickerProps } from './inputs/date-picker.js';
export { PAGER_LABELS_EN, PAGER_LABELS_KO, Pager } from './pager/pager.js';
export type { PagerLabels, PagerProps } from './pager/pager.js';
export { PAGER_PER_PAGE, PAGER_VISIBLE_PAGES, pagerRange } from './pager/pager-range.js';
export {
  SELECT_MAX_HEIGHT_PX,
  SELECT_PLACEHOLDER_EN,
  SELECT_PLACEHOLDER_KO,
  Select,
} from './inputs/select.js';
export type { SelectOption, SelectProps } from './inputs/select.js';
export { RadioGroup, radioFieldValue } from './inputs/radio-group.js';
export type { RadioGroupProps, RadioOption, RadioValue } from './inputs/radio-group.js';
export {
  CheckboxGroup,
  MULTI_SELECT_LIMIT_MESSAGE_EN,
  MULTI_SELECT_LIMIT_MESSAGE_KO,
} from './inputs/checkbox-group.js';
export type { CheckboxGroupProps } from './inputs/checkbox-group.js';
export { RangeInput } from './inputs/range-input.js';
export type { RangeInputProps } from './inputs/range-input.js';

// --- part B exports ---
export { FILE_INPUT_LABELS_EN, FILE_INPUT_LABELS_KO, FileInput } from './files/file-input.js';
export type { ExistingFile, FileInputLabels, FileInputProps } from './files/file-input.js';
export {
  isPreviewableImage,
  PREVIEWABLE_IMAGE_TYPES,
  sniffImageType,
  toPreviewableImageType,
} from './files/image-types.js';
export type { PreviewableImageType } from './files/image-types.js';
export { ImagePreview } from './files/image-preview.js';
export type { ImagePreviewProps } from './files/image-preview.js';
export {
  IMAGE_PREVIEW_FADE_MS,
  IMAGE_PREVIEW_LABELS_EN,
  IMAGE_PREVIEW_LABELS_KO,
  ImagePreviewModal,
} from './files/image-preview-modal.js';
export type { ImagePreviewLabels, ImagePreviewModalProps } from './files/image-preview-modal.js';
export {
  COMPRESSION_QUALITY,
  COMPRESSION_THRESHOLD_BYTES,
  prepareUploadFile,
} from './files/prepare-upload-file.js';
export type { CompressionOptions } from './files/prepare-upload-file.js';
export type { AlertFn } from './forms/use-alert.js';
export {
  ADDRESS_FINDER_LABELS_EN,
  ADDRESS_FINDER_LABELS_KO,
  AddressFinder,
} from './forms/address-finder.js';
export type {
  AddressFinderLabels,
  AddressFinderProps,
  AddressValue,
} from './forms/address-finder.js';
export type { AddressPort, AddressPortOpenOptions, AddressResult } from './forms/address-port.js';
export { AddressPortProvider, useAddressPort } from './forms/address-port-context.js';
export type { AddressPortProviderProps } from './forms/address-port-context.js';
export { createAddressPort } from './forms/create-address-port.js';
export type { AddressPortChoice } from './forms/create-address-port.js';
export { createKakaoPostcodePort, KAKAO_POSTCODE_SCRIPT_URL } from './forms/kakao-postcode-port.js';
export { inEnglish } from './forms/address-port.js';
export type { KakaoPostcodePortOptions } from './forms/kakao-postcode-port.js';
export {
  OFFLINE_POSTCODE_LABELS_EN,
  OFFLINE_POSTCODE_LABELS_KO,
  OfflinePostcodeDialog,
} from './forms/offline-postcode-dialog.js';
export type {
  OfflinePostcodeDialogProps,
  OfflinePostcodeLabels,
} from './forms/offline-postcode-dialog.js';
export { createOfflinePostcodePort } from './forms/offline-postcode-port.js';
export type {
  OfflinePostcodePort,
  OfflinePostcodePortOptions,
} from './forms/offline-postcode-port.js';
export { OFFLINE_POSTCODES, searchPostcodes } from './forms/offline-postcodes.js';
export { FieldError } from './forms/field-error.js';
export type { FieldErrorProps } from './forms/field-error.js';
export { FormErrorsProvider, useFormErrors } from './forms/form-errors-provider.js';
export type { FormErrorsApi, FormErrorsProviderProps } from './forms/form-errors-provider.js';
export {
  clearErrors,
  ERROR_SCROLL_OFFSET,
  showFieldErrors,
  stickyHeaderHeight,
} from './forms/show-field-errors.js';
export type {
  FieldErrorMap,
  FieldErrorsReport,
  ShowFieldErrorsOptions,
} from './forms/show-field-errors.js';
// --- end part B ---
