import {
  inEnglish,
  type AddressPort,
  type AddressPortOpenOptions,
  type AddressResult,
} from './address-port.js';

/**
 * The current Kakao Postcode script (served from kakaocdn, namespace `kakao.Postcode`).
 *
 * @example
 * createKakaoPostcodePort({ scriptUrl: KAKAO_POSTCODE_SCRIPT_URL });
 */
export const KAKAO_POSTCODE_SCRIPT_URL =
  'https://t1.kakaocdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';

/** The fields of Kakao's `oncomplete` data this adapter reads. */
interface KakaoPostcodeData {
  zonecode: string;
  address: string;
  addressEnglish?: string;
  roadAddressEnglish?: string;
  jibunAddressEnglish?: string;
  roadAddress?: string;
  autoRoadAddress?: string;
  jibunAddress?: string;
  autoJibunAddress?: string;
  buildingName?: string;
  sido?: string;
  sigungu?: string;
  bname?: string;
}

interface KakaoPostcodeInstance {
  open(options?: { q?: string }): void;
  embed(element: HTMLElement, options?: { q?: string; autoClose?: boolean }): void;
}

type KakaoPostcodeConstructor = new (options: {
  oncomplete: (data: KakaoPostcodeData) => void;
  onclose?: (state: 'FORCE_CLOSE' | 'COMPLETE_CLOSE') => void;
  width?: string | number;
  height?: string | number;
}) => KakaoPostcodeInstance;

interface KakaoGlobal {
  kakao?: { Postcode?: KakaoPostcodeConstructor };
}

/**
 * Options of `createKakaoPostcodePort`.
 *
 * @example
 * const options: KakaoPostcodePortOptions = { scriptUrl: '/vendor/postcode.v2.js' };
 */
export interface KakaoPostcodePortOptions {
  /** Script to load; defaults to `KAKAO_POSTCODE_SCRIPT_URL`. */
  scriptUrl?: string;
  /**
   * For an English page: the picked `address` is the romanised one Kakao returns (the postcode
   * is what a courier goes by), and the Korean forms stay in `roadAddress` / `jibunAddress`.
   */
  english?: boolean;
}

const loading = new Map<string, Promise<void>>();

const postcodeConstructor = (): KakaoPostcodeConstructor | undefined =>
  (globalThis as KakaoGlobal).kakao?.Postcode;

function loadScriptOnce(url: string): Promise<void> {
  if (postcodeConstructor()) return Promise.resolve();
  const pending = loading.get(url);
  if (pending) return pending;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      // Forget the failure so the next click can retry (flaky mobile networks).
      loading.delete(url);
      script.remove();
      reject(new Error(`Could not load the Kakao Postcode script ${url}`));
    };
    document.head.appendChild(script);
  });
  loading.set(url, promise);
  return promise;
}

const toResult = (data: KakaoPostcodeData): AddressResult => ({
  zonecode: data.zonecode,
  address: data.address,
  roadAddress: data.roadAddress || data.autoRoadAddress || '',
  // Kakao leaves jibunAddress empty when the user picked the road address of a new building.
  jibunAddress: data.jibunAddress || data.autoJibunAddress || '',
  buildingName: data.buildingName ?? '',
  ...(data.addressEnglish || data.roadAddressEnglish || data.jibunAddressEnglish
    ? {
        addressEnglish: (data.addressEnglish ||
          data.roadAddressEnglish ||
          data.jibunAddressEnglish) as string,
      }
    : {}),
  sido: data.sido ?? '',
  sigungu: data.sigungu ?? '',
  bname: data.bname ?? '',
});

/**
 * The Kakao Postcode adapter of `AddressPort`. Nothing is loaded until the first `open()`;
 * then the Kakao script is injected once (skipped when `kakao.Postcode` already exists)
 * and `new kakao.Postcode({ oncomplete, onclose }).open()` — or `.embed(element)` — runs.
 * Closing the popup without a pick resolves `null`; a script that fails to load rejects.
 *
 * @example
 * const port = createKakaoPostcodePort();
 * const picked = await port.open({ query: '길주로 210' });
 */
export function createKakaoPostcodePort(options: KakaoPostcodePortOptions = {}): AddressPort {
  const scriptUrl = options.scriptUrl ?? KAKAO_POSTCODE_SCRIPT_URL;
  return {
    async open(openOptions: AddressPortOpenOptions = {}) {
      if (typeof window === 'undefined') return null;
      await loadScriptOnce(scriptUrl);
      const Postcode = postcodeConstructor();
      if (!Postcode) throw new Error('The Kakao Postcode script loaded without kakao.Postcode');
      return new Promise<AddressResult | null>((resolve) => {
        const postcode = new Postcode({
          oncomplete: (data) =>
            resolve(options.english ? inEnglish(toResult(data)) : toResult(data)),
          onclose: (state) => {
            if (state === 'FORCE_CLOSE') resolve(null);
          },
          ...(openOptions.element ? { width: '100%', height: '100%' } : {}),
        });
        const q = openOptions.query ? { q: openOptions.query } : {};
        if (openOptions.element) postcode.embed(openOptions.element, { ...q, autoClose: true });
        else postcode.open(q);
      });
    },
  };
}
