-- Step notices remember the state change they announce, so each change is announced once, whichever
-- server instance or writer made it.
alter table notification add column source_event_id bigint;
create unique index notification_source_event on notification (source_event_id) where source_event_id is not null;
