import type { ApplicationRecord } from '../../../api/application';

/** What the step renderer gives a page component of the registry. */
export interface StepPageProps {
  uuid: string;
  app: ApplicationRecord;
  /** The route below /account/heloc/{uuid}/ being shown. */
  route: string;
}
