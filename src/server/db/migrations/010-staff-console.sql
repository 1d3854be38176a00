-- The operations console: staff actions kept in the application's event history, condition review,
-- and the indexes behind the staff list's search, filters, sort and paging.

-- A row of the history is a move of the flow ('move') or something staff did ('staff'); detail says what.
alter table application_event add column kind text not null default 'move';
alter table application_event add column detail jsonb not null default '{}'::jsonb;
create index application_event_history on application_event (application_uuid, id);

alter table application_condition add column reviewed_at timestamptz;
alter table application_condition add column reviewed_by uuid;
alter table application_condition add column cleared_at timestamptz;
alter table application_condition add column cleared_by uuid;

-- every staff list is one lender's: org first, then the sort or the filter
create index application_org_created on application (org_code, created_at, uuid);
create index application_org_updated on application (org_code, updated_at);
create index application_org_state on application (org_code, state);
create index application_org_status on application (org_code, server_status);
create index application_org_officer on application (org_code, (data ->> 'loanOriginatorUuid'));
create index application_org_home_state on application (org_code, (data #>> '{property,address,state}'));
-- search: prefixes of the loan number, the applicant's last or full name, and e-mail
create index application_loan_number_prefix on application (loan_number text_pattern_ops);
create index application_org_last_name on application (org_code, lower(data #>> '{borrower,name,lastName}') text_pattern_ops);
create index application_org_full_name on application (org_code, lower((data #>> '{borrower,name,firstName}') || ' ' || (data #>> '{borrower,name,lastName}')) text_pattern_ops);
create index application_org_email on application (org_code, lower(data #>> '{borrower,email}') text_pattern_ops);
create index app_user_email_prefix on app_user (email_key text_pattern_ops);
