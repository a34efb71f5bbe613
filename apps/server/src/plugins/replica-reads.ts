import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withReplicaReads, type Replica } from '@/db/read-replica';

/** the public pages whose reads may come from the replica: catalogue, search, public profiles */
const REPLICA_PAGES =
  /^\/api\/(players|players-list|teams|teams-list|sets|sets-list|series|series-list|series-by-set|cards|card|card-detail|search|profile\/user)(\/|\?|$)/;

/** set on every answered write; while it lasts, this browser's reads go to the primary (read-your-writes) */
export const RECENT_WRITE_COOKIE = 'cb_wrote';

const wroteRecently = (request: FastifyRequest) =>
  new RegExp(`(?:^|;\\s*)${RECENT_WRITE_COOKIE}=`).test(request.headers.cookie ?? '');

/**
 * With DATABASE_READ_URL, a GET of a public page runs in a replica scope (its plain reads go to the replica),
 * unless this browser wrote something in the last `readYourWritesSeconds`: the cookie set on each successful
 * write sends its reads to the primary, so a collector always sees their own change. Other writers' changes
 * show once the replica has them (it is used only while at most a few seconds behind).
 */
export function registerReplicaReads(app: FastifyInstance, replica: Replica, readYourWritesSeconds: number) {
  app.addHook('onRequest', (request, _reply, done) => {
    const eligible =
      (request.method === 'GET' || request.method === 'HEAD') &&
      REPLICA_PAGES.test(request.url) &&
      !wroteRecently(request);
    if (eligible) withReplicaReads(replica, done);
    else done();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const write = !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
    if (write && reply.statusCode < 400)
      reply.header(
        'set-cookie',
        `${RECENT_WRITE_COOKIE}=1; Max-Age=${readYourWritesSeconds}; Path=/; HttpOnly; SameSite=Lax`,
      );
    return payload;
  });
}
