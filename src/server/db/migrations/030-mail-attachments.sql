-- A message may carry one stored file (an adverse action notice, a cancellation confirmation): the
-- blob it names is attached when the message is delivered, and the development mailbox links it.
alter table mail_outbox add column attachment_blob_id uuid;
alter table mail_outbox add column attachment_name text;
