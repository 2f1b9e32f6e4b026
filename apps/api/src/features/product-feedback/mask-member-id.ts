/**
 * A member id as others see it: its first three characters and `***`.
 *
 * @example
 * maskMemberId('kim_soyeon'); // 'kim***'
 */
export function maskMemberId(mbId: string): string {
  return `${Array.from(mbId).slice(0, 3).join('')}***`;
}
