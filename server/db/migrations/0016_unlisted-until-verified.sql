ALTER TABLE "profiles" ADD COLUMN "awaiting_verification" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Written by hand below (decision 092, issue 21 item 1): a profile whose account has not verified
-- its e-mail is listed nowhere (directory, search, featured lists, pickers, the sitemap, the
-- counts). profiles.awaiting_verification says so, kept true in the same transaction as every
-- write that changes it, by any writer (Better Auth's verification, the seed, psql):
--   * a row trigger on profiles computes it from the account whenever a row is inserted or its
--     user_id (or the column itself) is written: an account whose e-mail is not verified yet;
--     false without an account (the office's profiles, and those whose account was deleted);
--   * a row trigger on "user" copies a change of email_verified to the account's profile.
-- The summary counts (migration 0004) count a profile as listed only when it is not awaiting
-- verification, as server/policies.ts listedProfileSql does.
CREATE FUNCTION profiles_awaiting_verification_compute() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.awaiting_verification := EXISTS (
    SELECT 1 FROM "user" u WHERE u.id = NEW.user_id AND NOT u.email_verified
  );
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- An office profile inserted without an account keeps the default (false) without a call per row
-- (a CSV import of thousands); any other insert, and any write to user_id or the column, is computed.
CREATE TRIGGER profiles_awaiting_verification_insert BEFORE INSERT ON profiles
  FOR EACH ROW WHEN (NEW.user_id IS NOT NULL OR NEW.awaiting_verification)
  EXECUTE FUNCTION profiles_awaiting_verification_compute();
--> statement-breakpoint
CREATE TRIGGER profiles_awaiting_verification_update BEFORE UPDATE OF user_id, awaiting_verification ON profiles
  FOR EACH ROW WHEN (NEW.user_id IS DISTINCT FROM OLD.user_id
    OR NEW.awaiting_verification IS DISTINCT FROM OLD.awaiting_verification)
  EXECUTE FUNCTION profiles_awaiting_verification_compute();
--> statement-breakpoint
CREATE FUNCTION user_email_verified_to_profile() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET awaiting_verification = NOT NEW.email_verified
   WHERE user_id = NEW.id AND awaiting_verification IS DISTINCT FROM (NOT NEW.email_verified);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_email_verified_to_profile AFTER UPDATE OF email_verified ON "user"
  FOR EACH ROW WHEN (NEW.email_verified IS DISTINCT FROM OLD.email_verified)
  EXECUTE FUNCTION user_email_verified_to_profile();
--> statement-breakpoint
-- The facet rows one profile contributes (migration 0004), now listed only when not awaiting
-- verification. Replaced with one more argument: the old one is dropped, not left as an overload.
DROP FUNCTION profile_facet_keys(integer, text, text, jsonb);
--> statement-breakpoint
CREATE FUNCTION profile_facet_keys(p_year integer, p_location text, p_industry text, p_privacy jsonb, p_awaiting boolean)
RETURNS TABLE (kind text, value text, listed integer, year_shown integer)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT k.kind, k.value, f.listed, f.year_shown
  FROM (
    SELECT ((p_privacy ->> 'show_in_directory') IS DISTINCT FROM 'false' AND NOT p_awaiting)::integer AS listed,
           ((p_privacy ->> 'show_in_directory') IS DISTINCT FROM 'false' AND NOT p_awaiting
             AND (p_privacy ->> 'show_graduation_year') IS DISTINCT FROM 'false')::integer AS year_shown
  ) AS f,
  (VALUES
    ('year', coalesce(p_year::text, '')),
    ('location', CASE WHEN btrim(coalesce(p_location, '')) <> '' THEN p_location END),
    ('industry', CASE WHEN btrim(coalesce(p_industry, '')) <> '' THEN p_industry END),
    ('city', nullif(lower(btrim(split_part(p_location, ',', 1))), ''))
  ) AS k(kind, value)
  WHERE k.value IS NOT NULL
$$;
--> statement-breakpoint
-- Migration 0004's function with the new argument passed; otherwise unchanged.
CREATE OR REPLACE FUNCTION profile_facets_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  n_year integer[]; n_location text[]; n_industry text[]; n_privacy jsonb[]; n_awaiting boolean[];
  o_year integer[]; o_location text[]; o_industry text[]; o_privacy jsonb[]; o_awaiting boolean[];
  gone_kind text[]; gone_value text[];
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT array_agg(graduation_year), array_agg(location), array_agg(industry), array_agg(privacy_settings),
           array_agg(awaiting_verification)
      INTO n_year, n_location, n_industry, n_privacy, n_awaiting FROM profile_facets_new;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT array_agg(graduation_year), array_agg(location), array_agg(industry), array_agg(privacy_settings),
           array_agg(awaiting_verification)
      INTO o_year, o_location, o_industry, o_privacy, o_awaiting FROM profile_facets_old;
  END IF;
  WITH changed AS (
    SELECT 1 AS sign, s.* FROM unnest(n_year, n_location, n_industry, n_privacy, n_awaiting) AS s(y, l, i, p, a)
    UNION ALL
    SELECT -1, s.* FROM unnest(o_year, o_location, o_industry, o_privacy, o_awaiting) AS s(y, l, i, p, a)
  ),
  delta AS (
    SELECT k.kind, k.value, sum(c.sign)::integer AS total, sum(c.sign * k.listed)::integer AS listed,
           sum(c.sign * k.year_shown)::integer AS year_shown
    FROM changed c CROSS JOIN LATERAL profile_facet_keys(c.y, c.l, c.i, c.p, c.a) k
    GROUP BY k.kind, k.value
  ),
  upserted AS (
    INSERT INTO profile_facets AS f (kind, value, total_count, listed_count, year_shown_count)
    SELECT kind, value, total, listed, year_shown FROM delta
    WHERE total <> 0 OR listed <> 0 OR year_shown <> 0
    ORDER BY kind, value
    ON CONFLICT (kind, value) DO UPDATE SET
      total_count = f.total_count + EXCLUDED.total_count,
      listed_count = f.listed_count + EXCLUDED.listed_count,
      year_shown_count = f.year_shown_count + EXCLUDED.year_shown_count
    RETURNING f.kind, f.value, f.total_count
  )
  SELECT array_agg(kind), array_agg(value) INTO gone_kind, gone_value FROM upserted WHERE total_count = 0;
  IF gone_kind IS NOT NULL THEN
    DELETE FROM profile_facets f USING unnest(gone_kind, gone_value) AS g(kind, value)
    WHERE f.kind = g.kind AND f.value = g.value AND f.total_count = 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The profiles of accounts not verified yet: marked, through the triggers above, so the summary
-- counts lose them in the same statement (they were counted as listed until now).
UPDATE profiles p SET awaiting_verification = true
  FROM "user" u WHERE u.id = p.user_id AND NOT u.email_verified;
