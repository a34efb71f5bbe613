-- The sandbox for admin-written SQL (custom achievements and the query tester): a role that can read only the
-- views below, each scoped to the one collector named for the current transaction. See query-sandbox.ts.
-- Creating the role needs CREATEROLE: without it the app still starts and the sandbox refuses to run (README).
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'cardbinder_sandbox') THEN
    CREATE ROLE cardbinder_sandbox NOLOGIN NOINHERIT;
  END IF;
  EXECUTE format('GRANT cardbinder_sandbox TO %I', current_user);
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'cardbinder_sandbox: the role could not be created or granted (see README)';
END $$;--> statement-breakpoint
CREATE SCHEMA IF NOT EXISTS sandbox;--> statement-breakpoint
-- the collector a sandboxed transaction may see: a row written by the server inside that transaction (never
-- committed), keyed by its transaction id, so nothing the sandboxed SQL can say moves it to another user
CREATE TABLE sandbox.subject (txid text PRIMARY KEY, user_id integer NOT NULL);--> statement-breakpoint
CREATE VIEW sandbox.me WITH (security_barrier) AS
  SELECT user_id FROM sandbox.subject WHERE txid = pg_current_xact_id()::text;--> statement-breakpoint
CREATE VIEW sandbox.my_profile WITH (security_barrier) AS
  SELECT u.user_id, u.username, u.created, u.avatar_url IS NOT NULL AS has_avatar,
    coalesce(length(trim(u.bio)), 0) > 0 AS has_bio, u.is_public_profile
  FROM users u WHERE u.user_id = (SELECT user_id FROM sandbox.me);--> statement-breakpoint
CREATE VIEW sandbox.user_cards WITH (security_barrier) AS
  SELECT uc.user_card_id, uc.user_id, uc.card_id, uc.serial_number, uc.user_location, uc.purchase_price,
    uc.estimated_value, uc.current_value, uc.aftermarket_autograph, uc.grading_agency, uc.grade, uc.is_special,
    uc.marketplace_purchase_id IS NOT NULL AS from_marketplace, uc.date_added, uc.created
  FROM user_cards uc WHERE uc.user_id = (SELECT user_id FROM sandbox.me);--> statement-breakpoint
CREATE VIEW sandbox.user_card_photos WITH (security_barrier) AS
  SELECT p.user_card_photo_id, p.user_card_id, p.sort_order, p.created
  FROM user_card_photos p JOIN user_cards uc ON uc.user_card_id = p.user_card_id
  WHERE uc.user_id = (SELECT user_id FROM sandbox.me);--> statement-breakpoint
CREATE VIEW sandbox.user_locations WITH (security_barrier) AS
  SELECT user_location_id, user_id, location, is_dashboard, created
  FROM user_locations WHERE user_id = (SELECT user_id FROM sandbox.me);--> statement-breakpoint
CREATE VIEW sandbox.user_favorite_cards WITH (security_barrier) AS
  SELECT favorite_id, user_id, user_card_id, sort_order, created_at
  FROM user_favorite_cards WHERE user_id = (SELECT user_id FROM sandbox.me);--> statement-breakpoint
CREATE VIEW sandbox.comments WITH (security_barrier) AS
  SELECT comment_id, user_id, comment_type, item_id, comment_text, created_at
  FROM comments WHERE user_id = (SELECT user_id FROM sandbox.me);--> statement-breakpoint
CREATE VIEW sandbox.user_achievements WITH (security_barrier) AS
  SELECT achievement_id, user_id, progress, progress_percentage, is_completed, completed_at, times_completed
  FROM user_achievements WHERE user_id = (SELECT user_id FROM sandbox.me);--> statement-breakpoint
CREATE VIEW sandbox.sign_in_days WITH (security_barrier) AS
  SELECT DISTINCT user_id, (created_at AT TIME ZONE 'UTC')::date AS day
  FROM sessions WHERE user_id = (SELECT user_id FROM sandbox.me);--> statement-breakpoint
-- the public catalogue, as anyone browsing sees it
CREATE VIEW sandbox.cards AS SELECT card_id, series_id, card_number, sort_order, is_rookie, is_autograph, is_relic,
  print_run, notes FROM cards;--> statement-breakpoint
CREATE VIEW sandbox.series AS SELECT series_id, set_id, name, slug, is_base, parallel_of_series, color_id,
  print_run_display, min_print_run, max_print_run, card_count, card_entered_count, rookie_count FROM series;--> statement-breakpoint
CREATE VIEW sandbox.sets AS SELECT set_id, name, slug, year, organization_id, manufacturer_id, is_complete,
  series_count, card_count FROM sets;--> statement-breakpoint
CREATE VIEW sandbox.players AS SELECT player_id, first_name, last_name, nick_name, is_hof, slug, card_count,
  rc_count FROM players;--> statement-breakpoint
CREATE VIEW sandbox.teams AS SELECT team_id, name, slug, city, mascot, abbreviation, organization_id,
  primary_color, secondary_color, card_count, player_count FROM teams;--> statement-breakpoint
CREATE VIEW sandbox.card_player_teams AS SELECT card_id, player_id, team_id FROM card_player_teams;--> statement-breakpoint
CREATE VIEW sandbox.achievements AS SELECT achievement_id, category_id, name, points, tier, requirement_type,
  requirement_value, is_active FROM achievements;--> statement-breakpoint
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'cardbinder_sandbox') THEN
    GRANT USAGE ON SCHEMA sandbox TO cardbinder_sandbox;
    GRANT SELECT ON sandbox.me, sandbox.my_profile, sandbox.user_cards, sandbox.user_card_photos,
      sandbox.user_locations, sandbox.user_favorite_cards, sandbox.comments, sandbox.user_achievements,
      sandbox.sign_in_days, sandbox.cards, sandbox.series, sandbox.sets, sandbox.players, sandbox.teams,
      sandbox.card_player_teams, sandbox.achievements TO cardbinder_sandbox;
  END IF;
END $$;--> statement-breakpoint
-- Built-in functions with effects outside the transaction, or that only serve to run long: everyone may call
-- them by default. Taken from PUBLIC (the server keeps them); this needs the owner of pg_catalog (a superuser,
-- as on the embedded database). Elsewhere it is skipped and the sandbox refuses to run until a DBA does it.
DO $$
DECLARE fn regprocedure;
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    FOR fn IN SELECT p.oid::regprocedure FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'pg_catalog' AND p.proname IN ('set_config', 'pg_sleep', 'pg_sleep_for', 'pg_sleep_until',
        'pg_notify', 'pg_advisory_lock', 'pg_advisory_lock_shared', 'pg_try_advisory_lock',
        'pg_try_advisory_lock_shared', 'pg_advisory_unlock', 'pg_advisory_unlock_shared', 'pg_advisory_unlock_all',
        'generate_series', 'repeat', 'pg_cancel_backend', 'pg_terminate_backend', 'lo_create', 'lo_creat',
        'lo_import', 'lo_export', 'lo_open', 'lo_unlink', 'lo_put', 'lo_from_bytea', 'lowrite', 'lo_truncate',
        'lo_truncate64')
    LOOP
      EXECUTE format('REVOKE EXECUTE ON FUNCTION %s FROM PUBLIC', fn);
      EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO %I', fn, current_user);
    END LOOP;
  ELSE
    RAISE NOTICE 'cardbinder_sandbox: not a superuser, built-in functions left as they are (see README)';
  END IF;
END $$;
