-- Written by hand (decision 090): every write to a table a cache reads (public reads, signed-in
-- viewers) tells every app server which table changed, through NOTIFY on the channel
-- alumni_changes, once per statement and delivered at commit; the servers' caches drop what the
-- table feeds. Statement-level, so a bulk import is one notification, not one per row;
-- PostgreSQL folds identical notifications of one transaction into one. Tables no cache reads
-- get no trigger (a NOTIFY makes commits queue for one lock): the list below is
-- UNWATCHED_TABLES in server/cache/public-tables.ts. A table added later needs the trigger or a
-- place in both lists: server/cache/change-feed.test.ts fails until it has one.
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
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
       AND table_name NOT IN ('account', 'audit_log', 'conversations', 'job_reports', 'mail_log',
         'mentoring_requests', 'messages', 'newsletter_subscriptions', 'notification_preferences',
         'notifications', 'rate_limits', 'verification')
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change()',
      t || '_notify_change', t);
  END LOOP;
END
$$;
