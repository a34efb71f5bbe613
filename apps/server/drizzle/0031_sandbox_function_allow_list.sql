-- Issue 38: the sandbox (query-sandbox.ts) may call only an allow-list of built-in functions. Every routine of
-- pg_catalog and of public is taken from PUBLIC (PostgreSQL grants every new function to PUBLIC) and given back
-- to the application's role; PUBLIC gets back only what queries need: the functions behind operators, casts and
-- types' text forms, aggregates and window functions, and named string, date, math, JSON and array functions.
-- So advisory locks
-- (session and transaction, shared and exclusive, try and blocking), pg_sleep, set_config, large objects, file
-- and admin functions, and any function a later PostgreSQL adds, are refused to the sandbox by default.
-- Set-returning functions (generate_series, unnest, regexp_matches, ...) stay out: the planner guesses their
-- row counts, and the embedded database, which cannot stop a running statement, relies on the cost ceiling.
-- Functions that build large values from small arguments (repeat, lpad, rpad, format, array_fill, factorial)
-- stay out for the same reason. Needs the owner of pg_catalog (a superuser, as on the embedded database);
-- elsewhere it is skipped and the sandbox refuses to run until a DBA applies it (README, Achievements).
DO $$
DECLARE
  allowed text;
BEGIN
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    RAISE NOTICE 'cardbinder_sandbox: not a superuser, built-in functions left as they are (see README)';
    RETURN;
  END IF;
  REVOKE EXECUTE ON ALL ROUTINES IN SCHEMA pg_catalog FROM PUBLIC;
  REVOKE EXECUTE ON ALL ROUTINES IN SCHEMA public FROM PUBLIC;
  EXECUTE format('GRANT EXECUTE ON ALL ROUTINES IN SCHEMA pg_catalog, public TO %I', current_user);
  EXECUTE format('ALTER DEFAULT PRIVILEGES FOR ROLE %I REVOKE EXECUTE ON ROUTINES FROM PUBLIC', current_user);
  SELECT string_agg(p.oid::regprocedure::text, ', ') INTO allowed
  FROM pg_proc p
  WHERE p.pronamespace = 'pg_catalog'::regnamespace AND NOT p.proretset AND p.prokind IN ('f', 'a', 'w')
    AND p.proname NOT IN ('repeat', 'lpad', 'rpad', 'format', 'array_fill', 'factorial', 'set_config',
      'current_setting', 'pg_sleep', 'pg_sleep_for', 'pg_sleep_until', 'pg_notify', 'loread', 'lowrite')
    AND p.proname !~ '^(pg_.*(lock|sleep|backend|file|wal|replication|signal|reload|rotate|stat|promote)|lo_|dblink)'
    AND (
      p.prokind IN ('a', 'w')
      OR p.oid IN (SELECT oprcode::oid FROM pg_operator)
      OR p.oid IN (SELECT castfunc FROM pg_cast)
      OR p.oid IN (SELECT typinput FROM pg_type UNION SELECT typoutput FROM pg_type)
      OR p.proname IN (
        -- the sandbox views themselves
        'pg_current_xact_id', 'timezone',
        -- strings
        'length', 'char_length', 'character_length', 'octet_length', 'bit_length', 'lower', 'upper', 'initcap',
        'btrim', 'ltrim', 'rtrim', 'substr', 'substring', 'left', 'right', 'strpos', 'position', 'replace',
        'split_part', 'concat', 'concat_ws', 'reverse', 'translate', 'overlay', 'ascii', 'chr', 'starts_with',
        'md5', 'to_hex', 'quote_ident', 'quote_literal', 'quote_nullable', 'normalize', 'unistr',
        'regexp_replace', 'regexp_match', 'regexp_like', 'regexp_count', 'regexp_instr', 'regexp_substr',
        'regexp_split_to_array', 'string_to_array', 'array_to_string', 'like_escape', 'similar_to_escape',
        -- formatting and conversion
        'to_char', 'to_number', 'to_date', 'to_timestamp', 'pg_typeof',
        -- dates and times
        'now', 'clock_timestamp', 'statement_timestamp', 'transaction_timestamp', 'timeofday', 'age',
        'date_part', 'date_trunc', 'date_bin', 'extract', 'isfinite', 'justify_days', 'justify_hours',
        'justify_interval', 'make_date', 'make_time', 'make_timestamp', 'make_timestamptz', 'make_interval',
        'overlaps',
        -- numbers
        'abs', 'ceil', 'ceiling', 'floor', 'round', 'trunc', 'sign', 'mod', 'div', 'power', 'pow', 'sqrt',
        'cbrt', 'exp', 'ln', 'log', 'log10', 'pi', 'degrees', 'radians', 'random', 'width_bucket', 'gcd', 'lcm',
        'scale', 'min_scale', 'trim_scale', 'sin', 'cos', 'tan', 'asin', 'acos', 'atan', 'atan2', 'sind',
        'cosd', 'tand', 'asind', 'acosd', 'atand', 'atan2d',
        -- nulls, JSON and arrays
        'num_nulls', 'num_nonnulls', 'to_json', 'to_jsonb', 'json_build_object', 'jsonb_build_object',
        'json_build_array', 'jsonb_build_array', 'json_object', 'jsonb_object', 'row_to_json', 'array_to_json',
        'json_typeof', 'jsonb_typeof', 'json_array_length', 'jsonb_array_length', 'json_extract_path',
        'json_extract_path_text', 'jsonb_extract_path', 'jsonb_extract_path_text', 'jsonb_strip_nulls',
        'json_strip_nulls', 'jsonb_pretty', 'array_length', 'cardinality', 'array_position', 'array_positions',
        'array_append', 'array_prepend', 'array_cat', 'array_remove', 'array_replace', 'array_upper',
        'array_lower', 'array_ndims', 'array_dims'
      )
    );
  EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO PUBLIC', allowed);
END $$;
