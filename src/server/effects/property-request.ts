import type { PropertyRequest } from '../providers/property';
import { obj, str } from './types';

/** What the property vendors are asked about: the home's address and the applicant's last name. */
export function propertyRequestOf(data: Record<string, unknown>): PropertyRequest {
  const address = obj(obj(data.property).address);
  return {
    address: { street1: str(address.street1), street2: str(address.street2) || undefined, city: str(address.city), state: str(address.state), zip: str(address.zip) },
    ownerLastName: str(obj(obj(data.borrower).name).lastName),
  };
}
