-- Decision 045: `conversations` holds, per member and person, the newest message between them.
-- Statement-level triggers keep it true for every insert and delete on `messages` (the API,
-- bulk SQL, cascades when an account is deleted); messages are never updated in those columns.
CREATE FUNCTION conversations_after_messages_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO conversations AS c (member_id, other_id, last_message_id, last_at)
  SELECT DISTINCT ON (n.member_id, n.other_id) n.member_id, n.other_id, n.id, n.created_at
  FROM (
    SELECT sender_id AS member_id, recipient_id AS other_id, id, created_at FROM new_messages
    UNION ALL
    SELECT recipient_id, sender_id, id, created_at FROM new_messages
  ) n
  ORDER BY n.member_id, n.other_id, n.created_at DESC, n.id DESC
  ON CONFLICT (member_id, other_id) DO UPDATE
    SET last_message_id = EXCLUDED.last_message_id, last_at = EXCLUDED.last_at
    WHERE (c.last_at, c.last_message_id) < (EXCLUDED.last_at, EXCLUDED.last_message_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER messages_conversations_insert AFTER INSERT ON messages
  REFERENCING NEW TABLE AS new_messages
  FOR EACH STATEMENT EXECUTE FUNCTION conversations_after_messages_insert();
--> statement-breakpoint
CREATE FUNCTION conversations_after_messages_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each touched conversation points again at its newest remaining message, or goes.
  WITH touched AS (
    SELECT sender_id AS member_id, recipient_id AS other_id FROM old_messages
    UNION
    SELECT recipient_id, sender_id FROM old_messages
  ),
  latest AS (
    SELECT t.member_id, t.other_id, l.id, l.created_at
    FROM touched t
    LEFT JOIN LATERAL (
      SELECT m.id, m.created_at FROM messages m
      WHERE least(m.sender_id, m.recipient_id) = least(t.member_id, t.other_id)
        AND greatest(m.sender_id, m.recipient_id) = greatest(t.member_id, t.other_id)
      ORDER BY least(m.sender_id, m.recipient_id) DESC, greatest(m.sender_id, m.recipient_id) DESC,
        m.created_at DESC, m.id DESC
      LIMIT 1
    ) l ON true
  ),
  gone AS (
    DELETE FROM conversations c USING latest x
    WHERE x.id IS NULL AND c.member_id = x.member_id AND c.other_id = x.other_id
  )
  UPDATE conversations c SET last_message_id = x.id, last_at = x.created_at
  FROM latest x
  WHERE x.id IS NOT NULL AND c.member_id = x.member_id AND c.other_id = x.other_id
    AND c.last_message_id IS DISTINCT FROM x.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER messages_conversations_delete AFTER DELETE ON messages
  REFERENCING OLD TABLE AS old_messages
  FOR EACH STATEMENT EXECUTE FUNCTION conversations_after_messages_delete();
--> statement-breakpoint
-- How many messages each pair has (busy pairs are far above the average): with it the planner
-- reads a long conversation's newest page in index order instead of sorting all of it.
CREATE STATISTICS messages_pair_stats (mcv) ON least(sender_id, recipient_id), greatest(sender_id, recipient_id) FROM messages;
--> statement-breakpoint
-- The conversations of the messages already stored.
INSERT INTO conversations (member_id, other_id, last_message_id, last_at)
SELECT DISTINCT ON (n.member_id, n.other_id) n.member_id, n.other_id, n.id, n.created_at
FROM (
  SELECT sender_id AS member_id, recipient_id AS other_id, id, created_at FROM messages
  UNION ALL
  SELECT recipient_id, sender_id, id, created_at FROM messages
) n
ORDER BY n.member_id, n.other_id, n.created_at DESC, n.id DESC;
