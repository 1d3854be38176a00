import type { FromSchema } from 'json-schema-to-ts';

/** The shell's account calls (spec section 3 "Shell profile"): the account's name and address, and who may act on it. */

const accountSchema = {
  type: 'object',
  required: ['name', 'address'],
  properties: { name: { type: 'string' }, address: { type: 'string' } },
} as const;

/** A wallet authorised on an account: its owner or a delegate. */
export const shellWalletSchema = {
  type: 'object',
  required: ['address', 'authorizationType'],
  properties: { address: { type: 'string' }, authorizationType: { type: 'string', enum: ['OWNER', 'DELEGATE'] } },
} as const;

/** The signed-in user's account and their own authorisation on it. */
export const shellProfileSchema = {
  type: 'object', required: ['account', 'authorizedWallet'], properties: { account: accountSchema, authorizedWallet: shellWalletSchema },
} as const;

/** One of the signed-in user's accounts, with every wallet authorised on it. */
export const shellAccountSchema = {
  type: 'object', required: ['account', 'authorizedWallets'],
  properties: { account: accountSchema, authorizedWallets: { type: 'array', items: shellWalletSchema } },
} as const;

export type ShellWallet = FromSchema<typeof shellWalletSchema>;
export type ShellProfile = FromSchema<typeof shellProfileSchema>;
export type ShellAccount = FromSchema<typeof shellAccountSchema>;
