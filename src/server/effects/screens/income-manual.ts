import { MANUAL_PAYSTUBS_REQUIRED } from '../../providers/income';
import type { ScreenEffect } from '../types';

/** The applicant uploads paystubs instead of signing in to a payroll provider or bank: the flow's paystub step asks for them. */
const incomeManual: ScreenEffect = async () => ({
  data: {},
  flags: { manualPaystubUpload: true, manualPaystubTasksComplete: false, paystubsRequired: MANUAL_PAYSTUBS_REQUIRED, employmentVerificationNeeded: false },
});
export default incomeManual;
