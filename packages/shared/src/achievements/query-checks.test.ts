import { describe, expect, it } from 'vitest';
import { checkTestQuery, QUERY_CHECK_MESSAGES as M } from './query-checks';

describe('checkTestQuery (spec 3 §5)', () => {
  it.each([
    ['', M.queryRequired],
    ['  ', M.queryRequired],
    ['with x as (select 1) select * from x', M.notSelect],
    ['delete from users', M.notSelect],
    ['select 1; select 2', M.semicolons],
    ['select 1;', M.semicolons],
    ['select 1; -- hidden', M.injection],
    ['select * from user_cards where 1=1 or 1=1', M.injection],
    ["select * from users where name = '' or 'a'='a'", M.injection],
    ['select 1 union select password_hash from users', M.injection],
    ['select 1 UNION ALL SELECT 2', M.injection],
    ['select * from x where exists (select 1) and false or true', M.injection],
    ['select drop from t', M.dangerous('DROP')],
    ['select sp_who()', M.dangerous('SP_')],
    ['select Execute from t', M.dangerous('EXECUTE')],
  ])('%j → %s', (query, message) => {
    expect(checkTestQuery(query)).toBe(message);
  });

  it('accepts ordinary queries, words and semicolons inside quotes, and names that contain keywords', () => {
    expect(checkTestQuery('SELECT count(*) FROM user_cards WHERE user_id = @user_id')).toBeNull();
    expect(checkTestQuery("select 'drop; delete' as note, created, updated_at from user_cards")).toBeNull();
  });

  it('refuses GRANT, REVOKE and DENY in the modal only', () => {
    expect(checkTestQuery('select grant from t')).toBeNull();
    expect(checkTestQuery('select grant from t', { modal: true })).toBe(M.dangerous('GRANT'));
    expect(checkTestQuery('select 1 as deny', { modal: true })).toBe(M.dangerous('DENY'));
  });
});
