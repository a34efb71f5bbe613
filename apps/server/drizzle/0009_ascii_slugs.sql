ALTER TABLE "players" ADD COLUMN "ascii_slug" text;--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN "ascii_slug" text;--> statement-breakpoint
ALTER TABLE "sets" ADD COLUMN "ascii_slug" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "ascii_slug" text;--> statement-breakpoint
CREATE INDEX "players_ascii_slug_index" ON "players" USING btree ("ascii_slug");--> statement-breakpoint
CREATE INDEX "series_ascii_slug_index" ON "series" USING btree ("ascii_slug");--> statement-breakpoint
CREATE INDEX "sets_year_ascii_slug_index" ON "sets" USING btree ("year","ascii_slug");--> statement-breakpoint
CREATE INDEX "teams_ascii_slug_index" ON "teams" USING btree ("ascii_slug");--> statement-breakpoint
-- The slug rules of packages/shared/src/slug.ts (slugify, setSlugify) in SQL. With fold, accented letters are
-- transliterated as the app does (Acuña → acuna); without, they are dropped, which is the spec's slug rule
-- read literally (letters a–z only: Acuña → acua). In the decomposed (NFD) text an accented letter is its base
-- letter and combining marks: fold keeps the base, the literal form drops both. Everything else follows the
-- same rule in both forms. Unicode spaces count as spaces, as JavaScript's \s does.
CREATE FUNCTION catalogue_slug(source text, set_style boolean, fold boolean) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  t text := lower(regexp_replace(
    regexp_replace(normalize(source, NFD), CASE WHEN fold THEN '[\u0300-\u036f]' ELSE '.[\u0300-\u036f]+' END, '', 'g'),
    '[\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]', ' ', 'g'));
BEGIN
  IF set_style THEN
    RETURN trim(BOTH '-' FROM regexp_replace(regexp_replace(t, '[''’]', '', 'g'), '[^a-z0-9]+', '-', 'g'));
  END IF;
  RETURN trim(BOTH '-' FROM regexp_replace(regexp_replace(regexp_replace(t, '[^a-z0-9\s-]', '', 'g'),
    '\s+', '-', 'g'), '-+', '-', 'g'));
END $$;
--> statement-breakpoint
-- The literal form of `slug`, built from `source`: null when it is the slug itself (always so for plain ASCII),
-- when it would be empty, or when the slug was not built from this source; a uniqueness suffix (-2…) carries over.
CREATE FUNCTION catalogue_ascii_slug(slug text, source text, set_style boolean) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  base text;
  literal text;
BEGIN
  IF source !~ '[^\x01-\x7f]' THEN
    RETURN NULL;
  END IF;
  base := catalogue_slug(source, set_style, true);
  literal := catalogue_slug(source, set_style, false);
  IF base = '' OR literal = '' THEN
    RETURN NULL;
  ELSIF slug = base THEN
    RETURN nullif(literal, slug);
  ELSIF left(slug, length(base) + 1) = base || '-' AND substr(slug, length(base) + 2) ~ '^[0-9]+$' THEN
    RETURN literal || substr(slug, length(base) + 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Whoever writes a slug (imports, admin edits, seeds, benchmarks), its literal form follows.
CREATE FUNCTION players_ascii_slug() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.ascii_slug := catalogue_ascii_slug(NEW.slug, NEW.first_name || ' ' || NEW.last_name, false);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER players_ascii_slug BEFORE INSERT OR UPDATE OF slug ON players
  FOR EACH ROW EXECUTE FUNCTION players_ascii_slug();
--> statement-breakpoint
CREATE FUNCTION teams_ascii_slug() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.ascii_slug := catalogue_ascii_slug(NEW.slug, NEW.name, false);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER teams_ascii_slug BEFORE INSERT OR UPDATE OF slug ON teams
  FOR EACH ROW EXECUTE FUNCTION teams_ascii_slug();
--> statement-breakpoint
CREATE FUNCTION sets_ascii_slug() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.ascii_slug := catalogue_ascii_slug(NEW.slug, NEW.name, true);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER sets_ascii_slug BEFORE INSERT OR UPDATE OF slug ON sets
  FOR EACH ROW EXECUTE FUNCTION sets_ascii_slug();
--> statement-breakpoint
-- A series slug is "{year} {set} {series}", or "{year} {set}" for the series named like its set.
CREATE FUNCTION series_ascii_slug() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT coalesce(catalogue_ascii_slug(NEW.slug, st.year || ' ' || st.name || ' ' || NEW.name, true),
                  catalogue_ascii_slug(NEW.slug, st.year || ' ' || st.name, true))
    INTO NEW.ascii_slug FROM sets st WHERE st.set_id = NEW.set_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER series_ascii_slug BEFORE INSERT OR UPDATE OF slug ON series
  FOR EACH ROW EXECUTE FUNCTION series_ascii_slug();
--> statement-breakpoint
UPDATE players SET slug = slug WHERE first_name || last_name ~ '[^\x01-\x7f]';
--> statement-breakpoint
UPDATE teams SET slug = slug WHERE name ~ '[^\x01-\x7f]';
--> statement-breakpoint
UPDATE sets SET slug = slug WHERE name ~ '[^\x01-\x7f]';
--> statement-breakpoint
UPDATE series s SET slug = s.slug FROM sets st WHERE st.set_id = s.set_id AND st.name || s.name ~ '[^\x01-\x7f]';
