import type { ScreenEffect } from '../types';

/** The assets that support a DTI-limited offer are on record. */
const productAssets: ScreenEffect = async () => ({ data: { assetDepletion: { complete: true } } });
export default productAssets;
