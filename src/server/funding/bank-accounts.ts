import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db';

export interface BankAccountRow {
  uuid: string;
  application_uuid: string;
  source: string;
  institution_name: string;
  account_name: string;
  account_type: string;
  routing_number: string;
  account_number: string;
  mask: string;
  owner_name: string | null;
}

const COLS = 'uuid, application_uuid, source, institution_name, account_name, account_type, routing_number, account_number, mask, owner_name';

export async function insertBankAccount(db: Queryable, applicationUuid: string, a: Omit<BankAccountRow, 'uuid' | 'application_uuid'>): Promise<BankAccountRow> {
  const [row] = await db.query<BankAccountRow>(
    `insert into bank_account (uuid, application_uuid, source, institution_name, account_name, account_type, routing_number, account_number, mask, owner_name)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning ${COLS}`,
    [randomUUID(), applicationUuid, a.source, a.institution_name, a.account_name, a.account_type, a.routing_number, a.account_number, a.mask, a.owner_name],
  );
  return row as BankAccountRow;
}

export async function findBankAccount(db: Queryable, applicationUuid: string, uuid: string): Promise<BankAccountRow | undefined> {
  const [row] = await db.query<BankAccountRow>(`select ${COLS} from bank_account where application_uuid = $1 and uuid = $2`, [applicationUuid, uuid]);
  return row;
}

export async function bankAccountsOf(db: Queryable, applicationUuid: string): Promise<BankAccountRow[]> {
  return db.query<BankAccountRow>(`select ${COLS} from bank_account where application_uuid = $1 order by created_at`, [applicationUuid]);
}

/** What the application record keeps: never the full account number. */
export const accountSummary = (a: BankAccountRow) => ({
  uuid: a.uuid, routingNumber: a.routing_number, mask: a.mask, institutionName: a.institution_name, accountName: a.account_name, accountType: a.account_type,
});

