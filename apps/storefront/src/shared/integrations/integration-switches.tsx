import { createContext, useContext } from 'react';

/**
 * Which optional integrations the server configured, for features that pick an adapter
 * (brief §6: a missing key turns an integration off and the offline fake takes its place).
 *
 * @example
 * const switches: IntegrationSwitches = { kakaoPostcode: false };
 */
export interface IntegrationSwitches {
  /** Kakao Postcode for address search (`PUBLIC_KAKAO_POSTCODE=on`); else the offline finder. */
  readonly kakaoPostcode: boolean;
}

const OFF: IntegrationSwitches = Object.freeze({ kakaoPostcode: false });
const SwitchesContext = createContext<IntegrationSwitches>(OFF);

/**
 * Provides the switches; the app sets it from the embedded public configuration.
 *
 * @example
 * <IntegrationSwitchesProvider value={{ kakaoPostcode: true }}>{page}</IntegrationSwitchesProvider>
 */
export const IntegrationSwitchesProvider = SwitchesContext.Provider;

/**
 * The configured switches (all off without a provider).
 *
 * @example
 * const { kakaoPostcode } = useIntegrationSwitches();
 */
export function useIntegrationSwitches(): IntegrationSwitches {
  return useContext(SwitchesContext);
}
