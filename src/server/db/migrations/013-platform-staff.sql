-- Platform staff: operations staff of the platform itself, who work for any lender in the staff console.
alter table app_user drop constraint app_user_role_check;
alter table app_user add constraint app_user_role_check check (role in ('APPLICANT', 'CO_DEEDER', 'BROKER', 'AGENT', 'STAFF', 'PLATFORM_STAFF'));
