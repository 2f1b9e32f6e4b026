/**
 * The Sale category (spec §9): its own section in the sidebar and a top link on desktop.
 *
 * @example
 * categories.filter((c) => c.id !== SALE_CATEGORY_ID);
 */
export const SALE_CATEGORY_ID = 12;

/**
 * `click_id` of the desktop mega-menu image banner in the click log (spec §7, §9).
 *
 * @example
 * api.content.clickLog({ click_id: BANNER_CLICK_ID, click_type: 'banner', click_name: 'image banner', platform: 'pc' });
 */
export const BANNER_CLICK_ID = 12;

/**
 * How many of the latest notices the footers list (spec §9).
 *
 * @example
 * api.notices.list({ page: 1, per_page: FOOTER_NOTICE_COUNT });
 */
export const FOOTER_NOTICE_COUNT = 5;

/**
 * The most photos the mobile footer's Instagram strip shows (spec §5, §9).
 *
 * @example
 * instagramPhotos(items).length <= INSTAGRAM_STRIP_MAX; // true
 */
export const INSTAGRAM_STRIP_MAX = 6;

/**
 * The scroll-to-top button shows once the page is scrolled past this share of the window
 * height (spec §9: 40 percent).
 *
 * @example
 * window.scrollY > window.innerHeight * SCROLL_TO_TOP_RATIO;
 */
export const SCROLL_TO_TOP_RATIO = 0.4;

/**
 * The most popup read records kept in local storage; the oldest go first (spec §4, §9).
 *
 * @example
 * readPopupRecords(storage).length <= POPUP_READ_MAX; // true
 */
export const POPUP_READ_MAX = 5;

/**
 * Slide transition of the popup carousel in ms (spec §9).
 *
 * @example
 * <Swiper speed={POPUP_CAROUSEL_SPEED_MS} />
 */
export const POPUP_CAROUSEL_SPEED_MS = 500;

/**
 * First year of the footer copyright (spec §9: 'ⓒ 2007–{current year}').
 *
 * @example
 * `ⓒ ${COPYRIGHT_START_YEAR}–${new Date().getFullYear()}`;
 */
export const COPYRIGHT_START_YEAR = 2007;

/**
 * The chat adapter looks for the chat launcher this often (spec §9: every 1 s).
 *
 * @example
 * createChannelTalk({ pluginKey, pollMs: CHAT_LAUNCHER_POLL_MS });
 */
export const CHAT_LAUNCHER_POLL_MS = 1000;

/**
 * The chat adapter stops looking for the launcher after this many polls. The spec sets no
 * limit; two minutes covers a slow CDN without polling forever on a blocked one.
 *
 * @example
 * CHAT_LAUNCHER_POLL_MS * CHAT_LAUNCHER_MAX_POLLS; // 120 000 ms
 */
export const CHAT_LAUNCHER_MAX_POLLS = 120;

/**
 * Messenger (Kakao) login checks for a finished login this often (spec §9: every 1 s).
 *
 * @example
 * kakao.loginWithPopup({ url, isLoggedIn }); // checks every MESSENGER_LOGIN_POLL_MS
 */
export const MESSENGER_LOGIN_POLL_MS = 1000;

/**
 * Messenger (Kakao) login gives up after this many checks (spec §9: up to 600 times).
 *
 * @example
 * MESSENGER_LOGIN_POLL_MS * MESSENGER_LOGIN_MAX_POLLS; // 10 minutes
 */
export const MESSENGER_LOGIN_MAX_POLLS = 600;

/**
 * Error tracing sample rates (spec §9: traces 0.1, session replay 0.1, replay on error 1).
 *
 * @example
 * Sentry.init({ dsn, ...ERROR_REPORT_SAMPLE_RATES });
 */
export const ERROR_REPORT_SAMPLE_RATES = Object.freeze({
  tracesSampleRate: 0.1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
});

/**
 * Swiper's cards effect needs one slide per view plus two to loop; with fewer, Swiper warns
 * and loops badly, so the carousel loops from this many popups on.
 *
 * @example
 * <Swiper loop={popups.length >= POPUP_LOOP_MIN_SLIDES} />
 */
export const POPUP_LOOP_MIN_SLIDES = 3;
