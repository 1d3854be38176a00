/** Addresses up to this length are shown whole. */
export const SHORT_ADDRESS_MAX = 11;

/**
 * A wallet or account address as displayed: longer than 11 characters becomes the first six,
 * an ellipsis and the last five, so it fits a line and both ends can still be compared.
 */
export function shortenAddress(address: string): string {
  if (address.length <= SHORT_ADDRESS_MAX) return address;
  return `${address.slice(0, 6)}...${address.slice(-5)}`;
}
