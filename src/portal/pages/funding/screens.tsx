import { ScreenStep } from './screen-step';

/** The funding steps that are plain forms, one component per route (the router names them). */
export const EmployerVerificationPage = () => <ScreenStep screen="income-employer-verification" states={['emplVerify']} />;
export const PayoffHoldPage = () => <ScreenStep screen="payoff-hold" states={['lienAttestation']} />;
export const AutopayPage = () => <ScreenStep screen="bank-autopay" states={['autopay']} />;
export const ManualDisbursePage = () => <ScreenStep screen="bank-manual-disburse" states={['ach', 'manualAutopay']} />;
export const EstimateValuePage = () => <ScreenStep screen="bpo-estimate-value" states={['bpo']} />;
