import type { ApiError } from '@atelier/api-client';
import { ADDRESS_BOOK_MAX, type AddressInput, type SavedAddress } from '@atelier/contracts';
import { useT } from '@atelier/translation-ai';
import { useDialog } from '@atelier/ui-kit';
import { useId, useState, type FormEvent } from 'react';

import { FormDialog } from '../../shared/dialogs/form-dialog.js';
import { writtenLang } from '../../shared/i18n/written-lang.js';
import { addressBookApi } from './address-book-api.js';
import { CHECKOUT_LABELS } from './checkout-labels.js';

/**
 * The delivery address as the order form holds it (what '배송지 목록에 추가' saves).
 */
export interface TypedAddress {
  name: string;
  phone: string;
  zonecode: string;
  address1: string;
  address2: string;
}

/**
 * Props of {@link AddressBookDialog}.
 */
export interface AddressBookDialogProps {
  /** The member's book, default first (the page's `getAddresses` query). */
  addresses: readonly SavedAddress[];
  /** The saved address the form holds, `null` for one typed. */
  chosenId: number | null;
  /**
   * The saved address the form held before the shopper edited it (`chosenId` is then `null`):
   * that entry offers to take the edits ('입력한 주소로 수정').
   */
  editedId: number | null;
  typed: TypedAddress;
  onChoose: (address: SavedAddress) => void;
  /** The saved address `id` now holds exactly what the form shows (after '입력한 주소로 수정'). */
  onUpdated: (id: number) => void;
  /** A saved address was deleted (the form keeps what it shows, as typed). */
  onDeleted: (id: number) => void;
  onClose: () => void;
}

const LABEL_MAX = 20;

function complete(typed: TypedAddress): boolean {
  return Boolean(
    typed.name.trim() && typed.phone.trim() && /^\d{5}$/.test(typed.zonecode) && typed.address1,
  );
}

/** What an address call's failure says, in the shopper's language (the API answers in it). */
function failureMessage(error: unknown, fallback: string): string {
  const failure = error as Partial<ApiError> | null;
  if (failure?.kind === 'validation')
    return (
      Object.values(failure.errors ?? {})
        .flat()
        .join(' ') || fallback
    );
  return (failure && 'message' in failure && failure.message) || fallback;
}

function sameAddress(saved: SavedAddress, typed: TypedAddress): boolean {
  return (
    saved.name === typed.name.trim() &&
    saved.phone === typed.phone.trim() &&
    saved.zonecode === typed.zonecode &&
    saved.address1 === typed.address1 &&
    saved.address2 === typed.address2.trim()
  );
}

// The address typed in the form as the book stores it, under `label`.
function typedInput(typed: TypedAddress, label: string, isDefault: boolean): AddressInput {
  return {
    name: typed.name.trim(),
    phone: typed.phone.trim(),
    zonecode: typed.zonecode,
    address1: typed.address1,
    address2: typed.address2.trim(),
    label: label.trim(),
    is_default: isDefault,
  };
}

function inputOf(address: SavedAddress, isDefault: boolean): AddressInput {
  const { label, name, phone, zonecode, address1, address2 } = address;
  return { label, name, phone, zonecode, address1, address2, is_default: isDefault };
}

/**
 * The member's address book on the order form: each saved address with '이 배송지 사용',
 * '기본 배송지로 설정' and '삭제', the entry the shopper chose and then edited in the form with
 * '입력한 주소로 수정', and the address typed in the form saved to the book
 * ('배송지 목록에 추가', optionally as the default). Changes go through `addressBookApi`'s
 * mutations (loaded with this dialog), whose answer (the whole book) replaces the cached one. A chunk of its own,
 * loaded when the shopper first opens it.
 */
export default function AddressBookDialog({
  addresses,
  chosenId,
  editedId,
  typed,
  onChoose,
  onUpdated,
  onDeleted,
  onClose,
}: AddressBookDialogProps) {
  const { t } = useT();
  const dialogs = useDialog();
  const saveId = useId();
  const labelId = useId();
  const hintId = useId();
  const [label, setLabel] = useState(() => typed.name.trim().slice(0, LABEL_MAX));
  const [asDefault, setAsDefault] = useState(false);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');
  const [addAddress, adding] = addressBookApi.useAddAddressMutation();
  const [updateAddress, updating] = addressBookApi.useUpdateAddressMutation();
  const [deleteAddress, deleting] = addressBookApi.useDeleteAddressMutation();
  const busy = adding.isLoading || updating.isLoading || deleting.isLoading;

  async function run(call: () => Promise<unknown>, done: string): Promise<boolean> {
    setStatus('');
    setProblem('');
    try {
      await call();
      setStatus(t(done));
      return true;
    } catch (error) {
      setProblem(failureMessage(error, t(CHECKOUT_LABELS.addressFailed)));
      return false;
    }
  }

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !complete(typed) || !label.trim()) return;
    if (addresses.some((address) => sameAddress(address, typed))) return;
    const body = typedInput(typed, label, asDefault);
    if (await run(() => addAddress(body).unwrap(), CHECKOUT_LABELS.addressAdded))
      setAsDefault(false);
  }

  async function update(address: SavedAddress) {
    if (busy) return;
    const body = typedInput(typed, address.label, address.is_default);
    const call = () => updateAddress({ id: address.id, body }).unwrap();
    if (await run(call, CHECKOUT_LABELS.addressUpdated)) onUpdated(address.id);
  }

  async function remove(address: SavedAddress) {
    const sure = await dialogs.confirm(
      t(CHECKOUT_LABELS.addressDeleteConfirm, { label: address.label }),
      { confirmLabel: t(CHECKOUT_LABELS.addressDelete) },
    );
    if (!sure) return;
    if (await run(() => deleteAddress(address.id).unwrap(), CHECKOUT_LABELS.addressDeleted))
      onDeleted(address.id);
  }

  const full = addresses.length >= ADDRESS_BOOK_MAX;
  const ready = complete(typed);
  const saved = ready && addresses.some((address) => sameAddress(address, typed));

  return (
    // Focus starts on the title, not on the first entry's '삭제'.
    <FormDialog
      title={t(CHECKOUT_LABELS.addressBook)}
      busy={busy}
      onClose={onClose}
      className="atelier-address-book"
      focusTitle
    >
      <p className="atelier-address-book__status" role="status">
        {status}
      </p>
      {problem && (
        <p className="atelier-address-book__problem" role="alert">
          {problem}
        </p>
      )}
      {addresses.length === 0 ? (
        <p className="atelier-checkout__note">{t(CHECKOUT_LABELS.addressBookEmpty)}</p>
      ) : (
        <ul className="atelier-address-book__list">
          {addresses.map((address) => (
            <li
              key={address.id}
              className="atelier-address-book__item"
              aria-current={address.id === chosenId || undefined}
              data-testid={`address-${address.id}`}
            >
              <p className="atelier-address-book__head">
                <strong lang={writtenLang(address.label)}>{address.label}</strong>
                {address.is_default && (
                  <span className="atelier-address-book__badge">
                    {t(CHECKOUT_LABELS.addressDefault)}
                  </span>
                )}
                {address.id === chosenId && (
                  <span className="atelier-address-book__badge atelier-address-book__badge--quiet">
                    {t(CHECKOUT_LABELS.addressInUse)}
                  </span>
                )}
                <button
                  type="button"
                  className="atelier-address-book__delete atelier-focusable"
                  disabled={busy}
                  onClick={() => void remove(address)}
                >
                  {t(CHECKOUT_LABELS.addressDelete)}
                </button>
              </p>
              <p className="atelier-address-book__line" lang={writtenLang(address.name)}>
                {address.name} · {address.phone}
              </p>
              <p
                className="atelier-address-book__line"
                lang={writtenLang(address.address1 + address.address2)}
              >
                ({address.zonecode}) {address.address1} {address.address2}
              </p>
              <div className="atelier-address-book__actions">
                <button
                  type="button"
                  className="atelier-button atelier-button--primary"
                  disabled={busy}
                  onClick={() => onChoose(address)}
                >
                  {t(CHECKOUT_LABELS.addressUse)}
                </button>
                {address.id === editedId && ready && !sameAddress(address, typed) && (
                  <button
                    type="button"
                    className="atelier-button atelier-button--secondary"
                    disabled={busy}
                    onClick={() => void update(address)}
                  >
                    {t(CHECKOUT_LABELS.addressUpdate)}
                  </button>
                )}
                {!address.is_default && (
                  <button
                    type="button"
                    className="atelier-button atelier-button--secondary"
                    disabled={busy}
                    onClick={() =>
                      void run(
                        () =>
                          updateAddress({
                            id: address.id,
                            body: inputOf(address, true),
                          }).unwrap(),
                        CHECKOUT_LABELS.addressDefaultSet,
                      )
                    }
                  >
                    {t(CHECKOUT_LABELS.addressMakeDefault)}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}

      <form
        className="atelier-address-book__save"
        aria-labelledby={saveId}
        noValidate
        onSubmit={(event) => void add(event)}
      >
        <h3 id={saveId} className="atelier-address-book__subtitle">
          {t(CHECKOUT_LABELS.addressSaveTitle)}
        </h3>
        {ready ? (
          <p
            className="atelier-address-book__line"
            lang={writtenLang(typed.name + typed.address1 + typed.address2)}
            data-testid="address-typed"
          >
            {typed.name} · {typed.phone}
            <br />({typed.zonecode}) {typed.address1} {typed.address2}
          </p>
        ) : (
          <p className="atelier-checkout__note">{t(CHECKOUT_LABELS.addressIncomplete)}</p>
        )}
        {saved && (
          <p className="atelier-checkout__note">{t(CHECKOUT_LABELS.addressAlreadySaved)}</p>
        )}
        {full && (
          <p className="atelier-checkout__note">
            {t(CHECKOUT_LABELS.addressBookFull, { max: ADDRESS_BOOK_MAX })}
          </p>
        )}
        {!saved && (
          <>
            <label htmlFor={labelId} className="atelier-field-label">
              {t(CHECKOUT_LABELS.addressLabel)}
            </label>
            <input
              id={labelId}
              name="label"
              className="atelier-auth-field__input"
              maxLength={LABEL_MAX}
              required
              aria-describedby={hintId}
              value={label}
              onChange={(event) => setLabel(event.currentTarget.value)}
            />
            <p id={hintId} className="atelier-auth-field__hint">
              {t(CHECKOUT_LABELS.addressLabelHint)}
            </p>
            <label className="atelier-checkout__check">
              <input
                type="checkbox"
                checked={asDefault}
                onChange={(event) => setAsDefault(event.currentTarget.checked)}
              />
              <span>{t(CHECKOUT_LABELS.addressMakeDefault)}</span>
            </label>
          </>
        )}
        <button
          type="submit"
          className="atelier-button atelier-button--primary"
          disabled={busy || full || !ready || saved || !label.trim()}
        >
          {t(CHECKOUT_LABELS.addressAdd)}
        </button>
      </form>

      <button
        type="button"
        className="atelier-button atelier-button--secondary atelier-address-book__close"
        onClick={onClose}
      >
        {t(CHECKOUT_LABELS.addressClose)}
      </button>
    </FormDialog>
  );
}
