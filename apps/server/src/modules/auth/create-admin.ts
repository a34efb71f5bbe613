import type { Role } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import * as q from './auth.queries';
import { hashPassword } from './passwords';

/** Makes (or promotes) an administrator: verified, active, unlocked, with the given password. */
export async function createAdmin(
  db: Db,
  input: { email: string; password: string; username: string; role: Role },
): Promise<{ created: boolean; email: string; username: string }> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const existing = await q.findUserByEmail(db, email);
  const admin = {
    role: input.role,
    isVerified: true,
    isActive: true,
    loginAttempts: 0,
    lockedUntil: null,
    passwordHash,
  };
  if (existing) {
    await q.updateUser(db, existing.userId, admin);
    await q.clearLoginFailures(db, existing.userId);
    return { created: false, email, username: existing.username };
  }
  if (await q.findUserByUsername(db, input.username))
    throw new Error(`Username ${input.username} is taken; pass --username`);
  await q.insertUser(db, { ...admin, email, username: input.username, name: input.username });
  return { created: true, email, username: input.username };
}
