import type { AddressResult } from './address-port.js';

type Row = [
  zonecode: string,
  sido: string,
  sigungu: string,
  bname: string,
  road: string,
  jibun: string,
  buildingName: string,
  english: string,
];

// Demo data for development and tests (public landmarks, real 5-digit format): not an
// authoritative postcode database. Island rows (울릉, 우도, 백령) exercise remote-area rules.
// prettier-ignore
const ROWS: readonly Row[] = [
  ['03172', '서울', '종로구', '세종로', '세종대로 175', '세종로 81-3', '세종문화회관', '175 Sejong-daero, Jongno-gu, Seoul'],
  ['04524', '서울', '중구', '태평로1가', '세종대로 110', '태평로1가 31', '서울특별시청', '110 Sejong-daero, Jung-gu, Seoul'],
  ['06236', '서울', '강남구', '역삼동', '테헤란로 152', '역삼동 737', '강남파이낸스센터', '152 Teheran-ro, Gangnam-gu, Seoul'],
  ['05551', '서울', '송파구', '신천동', '올림픽로 300', '신천동 29', '롯데월드타워', '300 Olympic-ro, Songpa-gu, Seoul'],
  ['07233', '서울', '영등포구', '여의도동', '의사당대로 1', '여의도동 1', '국회의사당', '1 Uisadang-daero, Yeongdeungpo-gu, Seoul'],
  ['03932', '서울', '마포구', '성산동', '월드컵로 240', '성산동 515', '서울월드컵경기장', '240 World Cup-ro, Mapo-gu, Seoul'],
  ['04383', '서울', '용산구', '용산동6가', '서빙고로 137', '용산동6가 168-6', '국립중앙박물관', '137 Seobinggo-ro, Yongsan-gu, Seoul'],
  ['47545', '부산', '연제구', '연산동', '중앙대로 1001', '연산동 1000', '부산광역시청', '1001 Jungang-daero, Yeonje-gu, Busan'],
  ['48060', '부산', '해운대구', '우동', 'APEC로 55', '우동 1500', '벡스코', '55 APEC-ro, Haeundae-gu, Busan'],
  ['48732', '부산', '동구', '초량동', '중앙대로 206', '초량동 1187-1', '부산역', '206 Jungang-daero, Dong-gu, Busan'],
  ['21554', '인천', '남동구', '구월동', '정각로 29', '구월동 1138', '인천광역시청', '29 Jeonggak-ro, Namdong-gu, Incheon'],
  ['22382', '인천', '중구', '운서동', '공항로 272', '운서동 2850', '인천국제공항 제1여객터미널', '272 Gonghang-ro, Jung-gu, Incheon'],
  ['23100', '인천', '옹진군', '백령면 진촌리', '백령면 백령로 831', '백령면 진촌리 1', '백령면사무소', '831 Baengnyeong-ro, Baengnyeong-myeon, Ongjin-gun, Incheon'],
  ['14598', '경기', '부천시 원미구', '중동', '길주로 210', '중동 1156', '부천시청', '210 Gilju-ro, Wonmi-gu, Bucheon-si, Gyeonggi-do'],
  ['14544', '경기', '부천시 원미구', '심곡동', '부천로 1', '심곡동 145-1', '부천역', '1 Bucheon-ro, Wonmi-gu, Bucheon-si, Gyeonggi-do'],
  ['14449', '경기', '부천시 오정구', '오정동', '오정로 211', '오정동 145', '', '211 Ojeong-ro, Ojeong-gu, Bucheon-si, Gyeonggi-do'],
  ['63122', '제주특별자치도', '제주시', '연동', '문연로 6', '연동 312-1', '제주특별자치도청', '6 Munyeon-ro, Jeju-si, Jeju-do'],
  ['63643', '제주특별자치도', '서귀포시', '성산읍 성산리', '성산읍 일출로 284-12', '성산읍 성산리 1', '성산일출봉', '284-12 Ilchul-ro, Seongsan-eup, Seogwipo-si, Jeju-do'],
  ['63364', '제주특별자치도', '제주시', '우도면 연평리', '우도면 우도해안길 532', '우도면 연평리 2480', '우도면사무소', '532 Udohaean-gil, Udo-myeon, Jeju-si, Jeju-do'],
  ['40214', '경북', '울릉군', '울릉읍 저동리', '울릉읍 울릉순환로 171', '울릉읍 저동리 331', '울릉(저동) 여객터미널', '171 Ulleungsunhwan-ro, Ulleung-eup, Ulleung-gun, Gyeongsangbuk-do'],
];

/**
 * The postcode table of the offline address finder: 20 Korean addresses in Seoul, Busan,
 * Incheon and Bucheon (the 032 area), Jeju and the islands of Ulleung, Udo and Baengnyeong.
 *
 * @example
 * OFFLINE_POSTCODES.find((a) => a.zonecode === '63122')?.buildingName; // '제주특별자치도청'
 */
export const OFFLINE_POSTCODES: readonly AddressResult[] = Object.freeze(
  ROWS.map(([zonecode, sido, sigungu, bname, road, jibun, buildingName, english]) => {
    const area = `${sido} ${sigungu}`;
    return Object.freeze({
      zonecode,
      address: `${area} ${road}`,
      roadAddress: `${area} ${road}`,
      jibunAddress: `${area} ${jibun}`,
      buildingName,
      addressEnglish: english,
      sido,
      sigungu,
      bname,
    });
  }),
);

const normalise = (text: string): string => text.toLowerCase().replace(/\s+/g, '');

/**
 * Searches a postcode table: every whitespace-separated word of `keyword` must occur
 * (ignoring spaces and case) in the road or lot-number address, building name, postcode or
 * English address. An empty keyword finds nothing, like the search box (spec §5).
 *
 * @example
 * searchPostcodes('부천 길주로')[0]?.zonecode; // '14598'
 * searchPostcodes('63122')[0]?.bname; // '연동'
 */
export function searchPostcodes(
  keyword: string,
  table: readonly AddressResult[] = OFFLINE_POSTCODES,
): AddressResult[] {
  const words = keyword.split(/\s+/).map(normalise).filter(Boolean);
  if (words.length === 0) return [];
  return table.filter((entry) => {
    const haystack = normalise(
      [
        entry.roadAddress,
        entry.jibunAddress,
        entry.buildingName,
        entry.zonecode,
        entry.addressEnglish ?? '',
      ].join('|'),
    );
    return words.every((word) => haystack.includes(word));
  });
}
