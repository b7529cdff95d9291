// Sign-in throttling: after LOGIN_THROTTLE.maxFailures failures for one account (since its last
// success), or maxFailuresPerAddress from one address, within the window, attempts are refused even with the right
// password until the window has passed. Refused attempts are not recorded, so the lock-out
// really ends when the window passes.
import type { Db } from '../db/db';
import { LOGIN_THROTTLE } from '../config';

export interface ThrottleSettings {
  maxFailures: number;
  maxFailuresPerAddress: number;
  windowMs: number;
}

export async function isThrottled(db: Db, account: string, ip: string, now: Date, settings: ThrottleSettings = LOGIN_THROTTLE): Promise<boolean> {
  const since = new Date(now.getTime() - settings.windowMs);
  const row = await db.one<{ account_failures: number; ip_failures: number }>(
    `SELECT
       (SELECT count(*)::int FROM login_attempts
         WHERE account = $1 AND NOT succeeded
           AND attempted_at > GREATEST($3::timestamptz,
               COALESCE((SELECT max(attempted_at) FROM login_attempts WHERE account = $1 AND succeeded), $3::timestamptz))
       ) AS account_failures,
       (SELECT count(*)::int FROM login_attempts WHERE ip = $2 AND NOT succeeded AND attempted_at > $3::timestamptz) AS ip_failures`,
    [account, ip, since],
  );
  return row.account_failures >= settings.maxFailures || row.ip_failures >= settings.maxFailuresPerAddress;
}

export async function recordAttempt(db: Db, account: string, ip: string, succeeded: boolean, now: Date): Promise<void> {
  await db.query('INSERT INTO login_attempts (account, ip, succeeded, attempted_at) VALUES ($1, $2, $3, $4)', [account, ip, succeeded, now]);
  // Old rows are useless once outside every window; trimming here keeps the table small.
  await db.query('DELETE FROM login_attempts WHERE attempted_at < $1', [new Date(now.getTime() - 24 * 60 * 60 * 1000)]);
}
