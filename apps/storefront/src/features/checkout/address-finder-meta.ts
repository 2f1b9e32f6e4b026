/**
 * Name of the `<meta>` the server writes into a page's head when Kakao Postcode is configured
 * (`PUBLIC_KAKAO_POSTCODE=on`, content `kakao`); without it the offline finder searches.
 */
export const ADDRESS_FINDER_META = 'atelier-address-finder';
