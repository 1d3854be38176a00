/** Every funding page, loaded as one chunk when the first funding route opens. */
export { default as IncomeReviewPage } from './income-review';
export { IncomeLinkRedirect, PointservCallback } from './income-redirects';
export { default as IncomeUploadPage } from './income-upload';
export { AutopayPage, EmployerVerificationPage, EstimateValuePage, ManualDisbursePage, PayoffHoldPage } from './screens';
export { default as BankLinkPage, BankConfirmPage, OauthSuccessPage } from './bank';
export { default as IdentityPage } from './identity';
export { default as ConditionsPage, ConditionAnswerPage } from '../conditions/conditions';
export { default as SigningPage, DisclosuresPage } from './signing';
export { default as SigningAdditionalPage, SigningSupportPage } from './signers';
export { BpoHoldPage, BpoWaitingPage, NotaryIntroPage, SigningIntroPage } from './waiting';
export { default as NotarySchedulePage, NotaryErrorPage, NotaryReservedPage, NotarySessionPage } from './notary';
export { default as InsurancePage, CompletePage } from './closing';
