/**
 * A member id as others see it: its first three characters and `***`.
 */
export function maskMemberId(mbId: string): string {
  return `${Array.from(mbId).slice(0, 3).join('')}***`;
}
