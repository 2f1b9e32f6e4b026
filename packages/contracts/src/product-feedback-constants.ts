// The review and question limits, apart from their zod schemas: pages that only show them (a
// character counter, a photo count) must not pull zod into their first-load JS.

/** Most photos on one review. */
export const REVIEW_MAX_PHOTOS = 5;
/** Largest review photo, in bytes (10 MB). */
export const REVIEW_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** Review text length, in characters. */
export const REVIEW_CONTENT_MIN = 10;
export const REVIEW_CONTENT_MAX = 2000;
/** Question subject and text lengths, in characters. */
export const INQUIRY_SUBJECT_MAX = 100;
export const INQUIRY_CONTENT_MAX = 2000;
