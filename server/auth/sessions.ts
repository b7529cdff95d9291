// Server-side sessions. The cookie carries 32 random bytes; the database keeps only their
// SHA-256, so reading the sessions table does not let anyone act as a user.
import { createHash, randomBytes } from 'node:crypto';
import type { GroupId, Language, PermissionKey, TenantKind } from '../../src/contract';
import type { Db } from '../db/db';
import { SESSION_IDLE_MS, SESSION_MAX_AGE_MS, SESSION_TOUCH_INTERVAL_MS } from '../config';

export interface SessionUser {
  id: string;
  account: string;
  displayName: string;
  /**
   * The language of this request's answers: the screen's (the call's LANG_HEADER) or, without a
   * valid header, the account's. Handlers word every message and label in it (decision 022).
   */
  lang: Language;
  /** The account's stored language (changeLang): what user info reports, a fresh sign-in starts in. */
  accountLang: Language;
  signedFlag: '0' | '1';
  /** When the user acknowledged the signing notice (null: not yet). */
  signingNoticeSeenAt: Date | null;
  termsAcceptedVersion: string | null;
  termsAcceptedAt: Date | null;
  /** This sign-in's time. */
  lastLoginAt: Date | null;
  /** The sign-in before this one (null at the first). */
  previousLoginAt: Date | null;
  tenant: { id: string; name: string; kind: TenantKind; currency: string };
  role: { id: string; name: string; permissions: PermissionKey[]; groups: GroupId[]; manageGroups: GroupId[] };
}

export interface Session {
  idHash: string;
  createdAt: Date;
  expiresAt: Date;
  lastSeenAt: Date;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh random token every time: never reuse or accept a client-chosen id (fixation). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function createSession(db: Db, user: { id: string; tenantId: string }, now: Date): Promise<string> {
  const token = newSessionToken();
  await db.query(
    `INSERT INTO sessions (id_hash, user_id, tenant_id, created_at, expires_at, last_seen_at)
     VALUES ($1, $2, $3, $4, $5, $4)`,
    [hashToken(token), user.id, user.tenantId, now, new Date(now.getTime() + SESSION_MAX_AGE_MS)],
  );
  return token;
}

export async function revokeSession(db: Db, idHash: string, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE id_hash = $1 AND revoked_at IS NULL', [idHash, now]);
}

interface SessionRow {
  id_hash: string;
  created_at: Date;
  expires_at: Date;
  last_seen_at: Date;
  user_id: string;
  account: string;
  display_name: string;
  lang: Language;
  signed_flag: '0' | '1';
  signing_notice_seen_at: Date | null;
  terms_accepted_version: string | null;
  terms_accepted_at: Date | null;
  last_login_at: Date | null;
  previous_login_at: Date | null;
  tenant_id: string;
  tenant_name: string;
  tenant_kind: TenantKind;
  currency: string;
  role_id: string;
  role_name: string;
  permission_keys: PermissionKey[];
  groups: GroupId[];
  manage_groups: GroupId[];
}

/** The live session for a cookie token with its user, tenant and role; undefined when none. */
export async function findSession(db: Db, token: string, now: Date): Promise<{ session: Session; user: SessionUser } | undefined> {
  const row = await db.maybe<SessionRow>(
    `SELECT s.id_hash, s.created_at, s.expires_at, s.last_seen_at,
            u.id AS user_id, u.account, u.display_name, u.lang, u.signed_flag, u.signing_notice_seen_at, u.terms_accepted_version,
            u.terms_accepted_at, u.last_login_at, u.previous_login_at,
            t.id AS tenant_id, t.name AS tenant_name, t.kind AS tenant_kind, t.currency,
            r.id AS role_id, r.name AS role_name, r.permission_keys, r.groups, r.manage_groups
       FROM sessions s
       JOIN users u ON u.id = s.user_id
       JOIN tenants t ON t.id = u.tenant_id
       JOIN roles r ON r.id = u.role_id AND r.tenant_id = u.tenant_id
      WHERE s.id_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND s.last_seen_at > $3`,
    [hashToken(token), now, new Date(now.getTime() - SESSION_IDLE_MS)],
  );
  if (!row) return undefined;
  if (now.getTime() - row.last_seen_at.getTime() > SESSION_TOUCH_INTERVAL_MS) {
    await db.query('UPDATE sessions SET last_seen_at = $2 WHERE id_hash = $1', [row.id_hash, now]);
    row.last_seen_at = now;
  }
  return {
    session: { idHash: row.id_hash, createdAt: row.created_at, expiresAt: row.expires_at, lastSeenAt: row.last_seen_at },
    user: {
      id: row.user_id,
      account: row.account,
      displayName: row.display_name,
      lang: row.lang,
      accountLang: row.lang,
      signedFlag: row.signed_flag,
      signingNoticeSeenAt: row.signing_notice_seen_at,
      termsAcceptedVersion: row.terms_accepted_version,
      termsAcceptedAt: row.terms_accepted_at,
      lastLoginAt: row.last_login_at,
      previousLoginAt: row.previous_login_at,
      tenant: { id: row.tenant_id, name: row.tenant_name, kind: row.tenant_kind, currency: row.currency },
      role: { id: row.role_id, name: row.role_name, permissions: row.permission_keys, groups: row.groups, manageGroups: row.manage_groups },
    },
  };
}
