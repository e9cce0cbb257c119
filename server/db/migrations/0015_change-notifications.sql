-- Written by hand (decision 090): every write to a table of the app (but the request counters
-- of rate_limits, written on every limited request and read by no page) tells every app server
-- which table changed, through NOTIFY on the channel alumni_changes, once per statement and
-- delivered at commit. The servers' caches (visitor answers, signed-in viewers) drop what the
-- table feeds. Statement-level, so a bulk import is one notification, not one per row;
-- PostgreSQL folds identical notifications of one transaction into one.
-- A table added later needs the same trigger: server/cache/change-feed.test.ts fails until it has it.
CREATE FUNCTION notify_table_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('alumni_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOR t IN
    SELECT table_name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'rate_limits'
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change()',
      t || '_notify_change', t);
  END LOOP;
END
$$;
