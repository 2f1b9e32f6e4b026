// The Kakao Postcode adapter, a chunk of its own loaded on the first search when configured.
export { createKakaoPostcodePort } from '@atelier/ui-kit';
