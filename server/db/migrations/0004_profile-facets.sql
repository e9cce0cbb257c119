CREATE TABLE "profile_facets" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"total_count" integer DEFAULT 0 NOT NULL,
	"listed_count" integer DEFAULT 0 NOT NULL,
	"year_shown_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "profile_facets_kind_value_pk" PRIMARY KEY("kind","value"),
	CONSTRAINT "profile_facets_kind_check" CHECK (kind IN ('year', 'location', 'industry', 'city'))
);
--> statement-breakpoint
-- Written by hand below (decision 046): the triggers that keep profile_facets true in the same
-- transaction as every write to profiles (API, admin CSV import, bulk SQL, seed), and the backfill.
-- The privacy expressions are those of server/policies.ts privacyFlagOnSql (absent counts as on).

-- The facet rows one profile contributes: (kind, value, listed 0/1, year shown 0/1).
CREATE FUNCTION profile_facet_keys(p_year integer, p_location text, p_industry text, p_privacy jsonb)
RETURNS TABLE (kind text, value text, listed integer, year_shown integer)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT k.kind, k.value, f.listed, f.year_shown
  FROM (
    SELECT ((p_privacy ->> 'show_in_directory') IS DISTINCT FROM 'false')::integer AS listed,
           ((p_privacy ->> 'show_in_directory') IS DISTINCT FROM 'false'
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
-- Adds what the statement's new rows contribute and takes away what its old rows did, as one
-- upsert per (kind, value) in key order (so concurrent writers lock keys in the same order and
-- cannot deadlock), skipping keys whose counts did not change; then deletes rows left at zero.
CREATE FUNCTION profile_facets_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  n_year integer[]; n_location text[]; n_industry text[]; n_privacy jsonb[];
  o_year integer[]; o_location text[]; o_industry text[]; o_privacy jsonb[];
  gone_kind text[]; gone_value text[];
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT array_agg(graduation_year), array_agg(location), array_agg(industry), array_agg(privacy_settings)
      INTO n_year, n_location, n_industry, n_privacy FROM profile_facets_new;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT array_agg(graduation_year), array_agg(location), array_agg(industry), array_agg(privacy_settings)
      INTO o_year, o_location, o_industry, o_privacy FROM profile_facets_old;
  END IF;
  WITH changed AS (
    SELECT 1 AS sign, s.* FROM unnest(n_year, n_location, n_industry, n_privacy) AS s(y, l, i, p)
    UNION ALL
    SELECT -1, s.* FROM unnest(o_year, o_location, o_industry, o_privacy) AS s(y, l, i, p)
  ),
  delta AS (
    SELECT k.kind, k.value, sum(c.sign)::integer AS total, sum(c.sign * k.listed)::integer AS listed,
           sum(c.sign * k.year_shown)::integer AS year_shown
    FROM changed c CROSS JOIN LATERAL profile_facet_keys(c.y, c.l, c.i, c.p) k
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
CREATE TRIGGER profile_facets_insert AFTER INSERT ON profiles
  REFERENCING NEW TABLE AS profile_facets_new
  FOR EACH STATEMENT EXECUTE FUNCTION profile_facets_apply();
--> statement-breakpoint
CREATE TRIGGER profile_facets_update AFTER UPDATE ON profiles
  REFERENCING OLD TABLE AS profile_facets_old NEW TABLE AS profile_facets_new
  FOR EACH STATEMENT EXECUTE FUNCTION profile_facets_apply();
--> statement-breakpoint
CREATE TRIGGER profile_facets_delete AFTER DELETE ON profiles
  REFERENCING OLD TABLE AS profile_facets_old
  FOR EACH STATEMENT EXECUTE FUNCTION profile_facets_apply();
--> statement-breakpoint
CREATE FUNCTION profile_facets_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM profile_facets;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER profile_facets_truncate AFTER TRUNCATE ON profiles
  FOR EACH STATEMENT EXECUTE FUNCTION profile_facets_truncate();
--> statement-breakpoint
-- Backfill from the profiles already there (the triggers above already hold the table's lock,
-- so no write can slip between this count and them).
INSERT INTO profile_facets (kind, value, total_count, listed_count, year_shown_count)
SELECT k.kind, k.value, count(*), sum(k.listed), sum(k.year_shown)
FROM profiles p CROSS JOIN LATERAL profile_facet_keys(p.graduation_year, p.location, p.industry, p.privacy_settings) k
GROUP BY k.kind, k.value;
