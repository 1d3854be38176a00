/**
 * Bank account details entered by hand. The ABA routing number carries its own check digit, so a
 * mistyped number is caught before the applicant waits for a failed transfer.
 */

const WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

/**
 * Federal Reserve routing symbol prefixes: 00-12 (banks), 21-32 (thrifts), 61-72 (electronic), 80
 * (traveller's cheques). Anything else cannot be a US routing number even if the checksum matches.
 */
function validPrefix(prefix: number): boolean {
  return prefix <= 12 || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80;
}

export type RoutingProblem = 'format' | 'prefix' | 'checksum';

/** Why a routing number is not valid, or null when it is. */
export function routingNumberProblem(input: string): RoutingProblem | null {
  const value = input.trim();
  if (!/^\d{9}$/.test(value)) return 'format';
  if (!validPrefix(Number(value.slice(0, 2)))) return 'prefix';
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(value[i]) * (WEIGHTS[i] as number);
  return sum % 10 === 0 ? null : 'checksum';
}

export const isValidRoutingNumber = (input: string): boolean => routingNumberProblem(input) === null;

export const ROUTING_MESSAGES: Record<RoutingProblem, string> = {
  format: 'Routing number must be 9 digits',
  prefix: 'This is not a US bank routing number',
  checksum: 'This routing number is not valid. Please check it against your cheque or bank statement',
};

/** US deposit account numbers are 4 to 17 digits (NACHA); a run of one digit is a placeholder, not an account. */
export function accountNumberProblem(input: string): string | null {
  const value = input.trim();
  if (!/^\d+$/.test(value)) return 'Account number must contain digits only';
  if (value.length < 4 || value.length > 17) return 'Account number must be 4 to 17 digits';
  if (/^(\d)\1+$/.test(value)) return 'This account number is not valid';
  return null;
}

/** The last four digits, for hints like "account ending in 6789". */
export function lastFour(accountNumber: string): string {
  return accountNumber.replace(/\D/g, '').slice(-4);
}
