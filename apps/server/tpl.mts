import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
let t = performance.now();
const db = await PGlite.create('memory://', { extensions: { pg_trgm, unaccent } });
console.log('create', performance.now() - t); t = performance.now();
await db.exec('create extension if not exists pg_trgm; create table x(a int); insert into x select generate_series(1,100000)');
console.log('fill', performance.now() - t); t = performance.now();
const blob = await db.dumpDataDir('none');
console.log('dump', performance.now() - t, blob.size); t = performance.now();
for (let i = 0; i < 2; i++) {
const db2 = await PGlite.create('memory://', { extensions: { pg_trgm, unaccent }, loadDataDir: blob });
console.log('load', performance.now() - t); t = performance.now();
console.log((await db2.query('select count(*) from x')).rows);
}
const db3 = await PGlite.create('memory://', { extensions: { pg_trgm, unaccent } });
console.log('create again', performance.now() - t); t = performance.now();
