-- Every change to an application or its signers is announced on the channel 'application_changed'
-- with the application's uuid (the column named by the trigger's argument), once the change commits,
-- so each instance's read cache drops its copy (src/server/applications/read-cache.ts). The function
-- body stays on one line: migrations split on semicolons at line ends.
create function announce_application_change() returns trigger language plpgsql as $$ begin perform pg_notify('application_changed', coalesce(to_jsonb(new), to_jsonb(old)) ->> tg_argv[0]); return null; end $$;

create trigger application_changed after insert or update or delete on application
  for each row execute function announce_application_change('uuid');

create trigger application_signer_changed after insert or update or delete on application_signer
  for each row execute function announce_application_change('application_uuid');
