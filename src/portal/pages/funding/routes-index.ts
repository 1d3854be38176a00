/** Every funding page, loaded as one chunk when the first of them opens. */
export { IncomeCallback, IncomeLinkRedirect } from './income-redirects';
export { default as IncomeUploadPage } from './income-upload';
export { default as IncomeVerifyPage } from './income-verify';
export { default as BankLinkPage, BankConfirmPage, OauthSuccessPage } from './bank';
export { default as IdentityPage } from './identity';
export { default as ConditionsPage, ConditionAnswerPage } from '../conditions/conditions';
export { default as SigningPage, DisclosuresPage } from './signing';
export { default as SigningAdditionalPage, SigningSupportPage } from './signers';
export { default as NotarySchedulePage, NotaryErrorPage, NotaryReservedPage, NotarySessionPage } from './notary';
export { default as InsurancePage, BpoHoldPage, CompletePage } from './closing';
