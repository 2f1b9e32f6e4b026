/**
 * One address picked in a postcode search, with the Kakao Postcode field names.
 *
 * @example
 * const picked: AddressResult = {
 *   zonecode: '14598', address: '경기 부천시 원미구 길주로 210',
 *   roadAddress: '경기 부천시 원미구 길주로 210', jibunAddress: '경기 부천시 원미구 중동 1156',
 *   buildingName: '부천시청', sido: '경기', sigungu: '부천시 원미구', bname: '중동',
 * };
 */
export interface AddressResult {
  /** 5-digit postcode (국가기초구역번호). */
  zonecode: string;
  /** The address in the form the user chose (road or lot-number). */
  address: string;
  /** 도로명 주소. */
  roadAddress: string;
  /** 지번 주소. */
  jibunAddress: string;
  /** Building name, or ''. */
  buildingName: string;
  /** Romanised address, when known. */
  addressEnglish?: string;
  /** Province or metropolitan city, e.g. 서울, 경기, 제주특별자치도. */
  sido: string;
  /** City/county/district, e.g. 부천시 원미구. */
  sigungu: string;
  /** Legal dong/ri name, e.g. 중동. */
  bname: string;
}

/**
 * Options of one postcode search.
 *
 * @example
 * const options: AddressPortOpenOptions = { query: '세종대로', element: panelRef.current };
 */
export interface AddressPortOpenOptions {
  /** Keyword to start the search with. */
  query?: string;
  /** Show the search inside this element instead of a popup/dialog. */
  element?: HTMLElement;
}

/**
 * The address-finder port (design brief §6): opens a postcode search and resolves with the
 * picked address, or `null` when the user closes it without picking. Adapters:
 * `createKakaoPostcodePort()` (real service) and `createOfflinePostcodePort()` (local table).
 *
 * @example
 * const port: AddressPort = createAddressPort({ kakao: Boolean(env.KAKAO_POSTCODE) });
 * const picked = await port.open();
 * if (picked) form.setZonecode(picked.zonecode);
 */
export interface AddressPort {
  open(options?: AddressPortOpenOptions): Promise<AddressResult | null>;
}

/**
 * `result` as an English page fills it in: its romanised address as `address` when known.
 *
 * @example
 * inEnglish(OFFLINE_POSTCODES[0]!).address; // '175 Sejong-daero, Jongno-gu, Seoul'
 */
export function inEnglish(result: AddressResult): AddressResult {
  return result.addressEnglish ? { ...result, address: result.addressEnglish } : result;
}
