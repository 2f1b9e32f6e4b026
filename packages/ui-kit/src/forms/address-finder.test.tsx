import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AddressFinder,
  AddressPortProvider,
  createAddressPort,
  createKakaoPostcodePort,
  createOfflinePostcodePort,
  KAKAO_POSTCODE_SCRIPT_URL,
  OFFLINE_POSTCODE_LABELS_EN,
  OFFLINE_POSTCODES,
  OfflinePostcodeDialog,
  searchPostcodes,
} from '@atelier/ui-kit';
import type { AddressPort, AddressResult, AddressValue } from '@atelier/ui-kit';
import { expectNoAxeViolations } from '@atelier/test-utils/a11y';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  delete (globalThis as { kakao?: unknown }).kakao;
});

describe('offline postcode table and search', () => {
  it('holds about 20 real-format addresses across Seoul, Busan, Incheon/Bucheon, Jeju and islands', () => {
    expect(OFFLINE_POSTCODES.length).toBeGreaterThanOrEqual(18);
    expect(OFFLINE_POSTCODES.length).toBeLessThanOrEqual(24);
    for (const entry of OFFLINE_POSTCODES) expect(entry.zonecode).toMatch(/^\d{5}$/);
    const sidos = new Set(OFFLINE_POSTCODES.map((e) => e.sido));
    for (const sido of ['서울', '부산', '인천', '경기', '제주특별자치도', '경북'])
      expect(sidos).toContain(sido);
    expect(OFFLINE_POSTCODES.some((e) => e.sigungu.startsWith('부천시'))).toBe(true);
    expect(OFFLINE_POSTCODES.some((e) => e.sigungu === '울릉군')).toBe(true);
  });

  it('finds by road, lot number, building, postcode and English, every word must match', () => {
    expect(searchPostcodes('부천 길주로').map((e) => e.zonecode)).toEqual(['14598']);
    expect(searchPostcodes('연동 312-1')[0]?.buildingName).toBe('제주특별자치도청');
    expect(searchPostcodes('벡스코')[0]?.zonecode).toBe('48060');
    expect(searchPostcodes('63122')[0]?.roadAddress).toBe('제주특별자치도 제주시 문연로 6');
    expect(searchPostcodes('teheran-ro')[0]?.zonecode).toBe('06236');
    expect(
      searchPostcodes('세종대로')
        .map((e) => e.zonecode)
        .sort(),
    ).toEqual(['03172', '04524']);
    expect(searchPostcodes('세종대로 부산')).toEqual([]);
    expect(searchPostcodes('   ')).toEqual([]);
  });
});

describe('createOfflinePostcodePort', () => {
  it('opens a local dialog, searches by keyword and resolves with the picked zonecode', async () => {
    const user = userEvent.setup();
    const port = createOfflinePostcodePort();
    expect(port.search('울릉')[0]?.zonecode).toBe('40214');
    let picked: AddressResult | null | undefined;
    act(() => {
      void port.open().then((r) => (picked = r));
    });
    const dialog = await screen.findByRole('dialog', { name: '우편번호 찾기' });
    const search = within(dialog).getByLabelText('주소 검색');
    await waitFor(() => expect(document.activeElement).toBe(search));
    await user.type(search, '없는주소');
    expect(within(dialog).getByRole('status').textContent).toBe('검색 결과가 없습니다.');
    await user.clear(search);
    await user.type(search, '인천 공항로');
    expect(within(dialog).getByRole('status').textContent).toBe('검색 결과 1건');
    await user.click(within(dialog).getByRole('button', { name: /22382/ }));
    await waitFor(() => expect(picked).toBeDefined());
    expect(picked).toMatchObject({ zonecode: '22382', sido: '인천', bname: '운서동' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resolves null on Escape and on 닫기', async () => {
    const user = userEvent.setup();
    const port = createOfflinePostcodePort();
    let first: AddressResult | null | undefined;
    act(() => {
      void port.open({ query: '부산' }).then((r) => (first = r));
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('button', { name: /부산/ })).toHaveLength(3);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(first).toBeNull());
    let second: AddressResult | null | undefined;
    act(() => {
      void port.open().then((r) => (second = r));
    });
    await user.click(await screen.findByRole('button', { name: '닫기' }));
    await waitFor(() => expect(second).toBeNull());
    expect(document.body.children).toHaveLength(0);
  });

  it('has no axe violations while open', async () => {
    const port = createOfflinePostcodePort();
    act(() => {
      void port.open({ query: '서울' });
    });
    await screen.findByRole('dialog');
    await expectNoAxeViolations(document.body);
  });
});

describe('createKakaoPostcodePort (fake kakao.Postcode, no network)', () => {
  interface FakeOptions {
    oncomplete: (data: Record<string, string>) => void;
    onclose?: (state: string) => void;
  }
  const installFake = () => {
    const instances: {
      options: FakeOptions;
      open: ReturnType<typeof vi.fn>;
      embed: ReturnType<typeof vi.fn>;
    }[] = [];
    class Postcode {
      open = vi.fn();
      embed = vi.fn();
      constructor(public options: FakeOptions) {
        instances.push(this);
      }
    }
    (globalThis as { kakao?: unknown }).kakao = { Postcode };
    return instances;
  };
  // Scripts are captured instead of connected, so nothing is fetched or evaluated.
  const captureScripts = (): HTMLScriptElement[] => {
    const scripts: HTMLScriptElement[] = [];
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      scripts.push(node as unknown as HTMLScriptElement);
      return node;
    });
    return scripts;
  };
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('injects the kakaocdn script once, lazily, then uses kakao.Postcode', async () => {
    const scripts = captureScripts();
    const port = createKakaoPostcodePort();
    expect(scripts).toHaveLength(0);
    expect(KAKAO_POSTCODE_SCRIPT_URL).toBe(
      'https://t1.kakaocdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js',
    );
    const first = port.open();
    const second = port.open();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.tagName).toBe('SCRIPT');
    expect(scripts[0]!.getAttribute('src')).toBe(KAKAO_POSTCODE_SCRIPT_URL);
    expect(scripts[0]!.async).toBe(true);
    const instances = installFake();
    scripts[0]!.dispatchEvent(new Event('load'));
    await waitFor(() => expect(instances).toHaveLength(2));
    expect(instances[0]!.open).toHaveBeenCalledTimes(1);
    instances[0]!.options.oncomplete({
      zonecode: '14598',
      address: '경기 부천시 원미구 길주로 210',
      roadAddress: '경기 부천시 원미구 길주로 210',
      jibunAddress: '',
      autoJibunAddress: '경기 부천시 원미구 중동 1156',
      buildingName: '부천시청',
      addressEnglish: '210 Gilju-ro, Wonmi-gu, Bucheon-si, Gyeonggi-do, Republic of Korea',
      sido: '경기',
      sigungu: '부천시 원미구',
      bname: '중동',
      userSelectedType: 'R',
    });
    await expect(first).resolves.toEqual({
      zonecode: '14598',
      address: '경기 부천시 원미구 길주로 210',
      roadAddress: '경기 부천시 원미구 길주로 210',
      jibunAddress: '경기 부천시 원미구 중동 1156',
      buildingName: '부천시청',
      addressEnglish: '210 Gilju-ro, Wonmi-gu, Bucheon-si, Gyeonggi-do, Republic of Korea',
      sido: '경기',
      sigungu: '부천시 원미구',
      bname: '중동',
    });
    instances[1]!.options.onclose?.('FORCE_CLOSE');
    await expect(second).resolves.toBeNull();
    // Already loaded: no second script.
    const third = port.open({ query: '길주로' });
    await waitFor(() => expect(instances).toHaveLength(3));
    expect(instances[2]!.open).toHaveBeenCalledWith({ q: '길주로' });
    expect(scripts).toHaveLength(1);
    // COMPLETE_CLOSE follows oncomplete and must not turn a pick into null.
    instances[2]!.options.oncomplete({
      zonecode: '14598',
      address: '경기 부천시 원미구 길주로 210',
    });
    instances[2]!.options.onclose?.('COMPLETE_CLOSE');
    await expect(third).resolves.toMatchObject({ zonecode: '14598' });
  });

  it('embeds into an element and skips the script when kakao.Postcode exists', async () => {
    const scripts = captureScripts();
    const instances = installFake();
    const port = createKakaoPostcodePort({ scriptUrl: '/vendor/postcode.v2.js' });
    const host = document.createElement('div');
    const result = port.open({ element: host });
    await waitFor(() => expect(instances).toHaveLength(1));
    expect(scripts).toHaveLength(0);
    expect(instances[0]!.embed).toHaveBeenCalledWith(host, { autoClose: true });
    instances[0]!.options.oncomplete({
      zonecode: '63122',
      address: '제주특별자치도 제주시 문연로 6',
    });
    await expect(result).resolves.toMatchObject({ zonecode: '63122', jibunAddress: '', sido: '' });
  });

  // Issue 19, item 15: an English shopper got the Korean address from Kakao.
  it('fills in the English address Kakao returns on an English page, keeping the Korean forms', async () => {
    const instances = installFake();
    const port = createKakaoPostcodePort({ english: true });
    const result = port.open();
    await waitFor(() => expect(instances).toHaveLength(1));
    instances[0]!.options.oncomplete({
      zonecode: '14598',
      address: '경기 부천시 원미구 길주로 210',
      roadAddress: '경기 부천시 원미구 길주로 210',
      roadAddressEnglish: '210, Gilju-ro, Wonmi-gu, Bucheon-si, Gyeonggi-do, Korea',
      jibunAddress: '경기 부천시 원미구 중동 1156',
    });
    await expect(result).resolves.toMatchObject({
      zonecode: '14598',
      address: '210, Gilju-ro, Wonmi-gu, Bucheon-si, Gyeonggi-do, Korea',
      roadAddress: '경기 부천시 원미구 길주로 210',
      jibunAddress: '경기 부천시 원미구 중동 1156',
    });
  });

  it('rejects when the script fails to load, and injects again on the next open', async () => {
    const scripts = captureScripts();
    const port = createKakaoPostcodePort({ scriptUrl: '/broken.js' });
    const failed = port.open();
    expect(scripts[0]!.getAttribute('src')).toBe('/broken.js');
    scripts[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('/broken.js');
    void port.open().catch(() => {});
    expect(scripts).toHaveLength(2);
    expect(scripts[1]!.getAttribute('src')).toBe('/broken.js');
  });

  it('createAddressPort picks Kakao only when enabled', async () => {
    const instances = installFake();
    void createAddressPort({ kakao: true }).open();
    await waitFor(() => expect(instances).toHaveLength(1));
    act(() => {
      void createAddressPort({ kakao: false }).open();
    });
    expect(await screen.findByRole('dialog', { name: '우편번호 찾기' })).toBeTruthy();
    expect(instances).toHaveLength(1);
  });
});

describe('AddressFinder', () => {
  const pick: AddressResult = OFFLINE_POSTCODES.find((e) => e.zonecode === '14598')!;
  const fakePort = (
    result: AddressResult | null,
  ): AddressPort & { open: ReturnType<typeof vi.fn> } => ({
    open: vi.fn(async () => result),
  });

  it('fills postcode and address from the port and focuses 상세주소', async () => {
    const user = userEvent.setup();
    const port = fakePort(pick);
    const onChange = vi.fn();
    render(<AddressFinder port={port} onChange={onChange} />);
    const zonecode = screen.getByLabelText('우편번호') as HTMLInputElement;
    const address = screen.getByLabelText('주소') as HTMLInputElement;
    expect(zonecode.readOnly).toBe(true);
    expect(address.readOnly).toBe(true);
    const edits = vi.fn();
    zonecode.addEventListener('input', edits);
    await user.click(screen.getByRole('button', { name: '우편번호 찾기' }));
    expect(port.open).toHaveBeenCalledTimes(1);
    expect(zonecode.value).toBe('14598');
    expect(address.value).toBe('경기 부천시 원미구 길주로 210');
    expect(document.activeElement).toBe(screen.getByLabelText('상세주소'));
    expect(edits).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(
      { zonecode: '14598', address: '경기 부천시 원미구 길주로 210', detail: '' },
      pick,
    );
    await user.type(screen.getByLabelText('상세주소'), '3층');
    expect(onChange).toHaveBeenLastCalledWith(
      { zonecode: '14598', address: '경기 부천시 원미구 길주로 210', detail: '3층' },
      undefined,
    );
  });

  it('keeps its value when the search is closed without a pick', async () => {
    const user = userEvent.setup();
    const start: AddressValue = {
      zonecode: '03172',
      address: '서울 종로구 세종대로 175',
      detail: '2층',
    };
    render(<AddressFinder port={fakePort(null)} defaultValue={start} />);
    await user.click(screen.getByRole('button', { name: '우편번호 찾기' }));
    expect((screen.getByLabelText('우편번호') as HTMLInputElement).value).toBe('03172');
    expect((screen.getByLabelText('상세주소') as HTMLInputElement).value).toBe('2층');
  });

  it('uses the provider port, ids equal to the field names', async () => {
    const user = userEvent.setup();
    const port = fakePort(pick);
    render(
      <AddressPortProvider port={port}>
        <AddressFinder
          names={{ zonecode: 'od_b_zip', address: 'od_b_addr1', detail: 'od_b_addr2' }}
        />
      </AddressPortProvider>,
    );
    expect(document.getElementById('od_b_zip')?.getAttribute('name')).toBe('od_b_zip');
    expect(document.getElementById('od_b_addr1')).toBe(screen.getByLabelText('주소'));
    expect(document.getElementById('od_b_addr2')).toBe(screen.getByLabelText('상세주소'));
    await user.click(screen.getByRole('button', { name: '우편번호 찾기' }));
    expect(port.open).toHaveBeenCalledTimes(1);
  });

  it('falls back to the offline finder without port or provider', async () => {
    const user = userEvent.setup();
    render(<AddressFinder />);
    await user.click(screen.getByRole('button', { name: '우편번호 찾기' }));
    const dialog = await screen.findByRole('dialog', { name: '우편번호 찾기' });
    await user.type(within(dialog).getByLabelText('주소 검색'), '문연로');
    await user.click(within(dialog).getByRole('button', { name: /63122/ }));
    await waitFor(() =>
      expect((screen.getByLabelText('우편번호') as HTMLInputElement).value).toBe('63122'),
    );
    expect(document.activeElement).toBe(screen.getByLabelText('상세주소'));
  });

  it('reports a failing port through onError', async () => {
    const user = userEvent.setup();
    const onError = vi.fn();
    const port: AddressPort = { open: () => Promise.reject(new Error('offline')) };
    render(<AddressFinder port={port} onError={onError} labels={{ find: 'Find postcode' }} />);
    await user.click(screen.getByRole('button', { name: 'Find postcode' }));
    expect(onError).toHaveBeenCalledWith(new Error('offline'));
  });

  it('shows the errors of each field under it and takes an autofill section', () => {
    render(
      <AddressFinder
        port={fakePort(null)}
        names={{ zonecode: 'zonecode', address: 'address1', detail: 'address2' }}
        fieldErrors
        autoCompleteSection="shipping"
      />,
    );
    for (const name of ['zonecode', 'address1', 'address2']) {
      expect(document.getElementById(`${name}-error`)?.dataset.fieldErrorFor).toBe(name);
    }
    expect(screen.getByLabelText('상세주소').getAttribute('autocomplete')).toBe(
      'shipping address-line2',
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(<AddressFinder port={fakePort(null)} required />);
    await expectNoAxeViolations(container);
  });
});

// Issue 19, item 15: the offline finder showed English shoppers Korean addresses and "1 results".
describe('OfflinePostcodeDialog in English', () => {
  it('shows the English form of each address, counts without "1 results", and picks the English form', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(
      <OfflinePostcodeDialog
        table={OFFLINE_POSTCODES}
        labels={OFFLINE_POSTCODE_LABELS_EN}
        english
        initialQuery="63122"
        onSelect={onSelect}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Results: 1');
    expect(screen.getByRole('status').textContent).not.toMatch(/\b1 results\b/);
    const pick = screen.getByRole('button', { name: /Munyeon-ro/ });
    expect(pick.textContent).toContain('6 Munyeon-ro, Jeju-si, Jeju-do');
    await user.click(pick);
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({
        zonecode: '63122',
        address: OFFLINE_POSTCODES.find((e) => e.zonecode === '63122')!.addressEnglish,
        roadAddress: '제주특별자치도 제주시 문연로 6',
      }),
    );
  });
});
