import path from 'node:path';
import { parseArgs } from 'node:util';
import { isReservedUsername, isValidUsername, passwordProblem, ROLES, type Role } from '@cardbinder/shared';
import { loadConfig } from '@/config';
import { migrateDatabase, openDatabase } from '@/db/client';
import { createAdmin } from '@/modules/auth';

const usage =
  'Usage: npm run create-admin -- --email you@example.com --password "S3cure!pass" [--username name] [--role admin|superadmin]';

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      username: { type: 'string' },
      role: { type: 'string', default: 'superadmin' },
    },
  });
  if (!values.email || !values.password) throw new Error(`--email and --password are required.\n${usage}`);
  const problem = passwordProblem(values.password);
  if (problem) throw new Error(problem);
  const role = values.role as Role;
  if (!ROLES.includes(role) || role === 'user')
    throw new Error(`--role must be data_admin, admin or superadmin`);
  const derived = values.email
    .split('@')[0]!
    .replace(/[^A-Za-z0-9._-]/g, '')
    .slice(0, 29);
  // admin@… would be a reserved word (profiles live at /{username}): the derived name becomes admin1
  const username = values.username ?? (isReservedUsername(derived) ? `${derived}1` : derived);
  if (!isValidUsername(username)) throw new Error(`Cannot use "${username}" as a username; pass --username`);

  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
    attachToRunningServer: true,
  });
  try {
    await migrateDatabase(database);
    const result = await createAdmin(database.db, {
      email: values.email,
      password: values.password,
      username,
      role,
    });
    process.stdout.write(
      `${result.created ? 'Created' : 'Updated'} ${role} ${result.email} (username ${result.username}).\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
