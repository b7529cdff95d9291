// Handlers of the common calls (src/contract/common/common.ts): user info, language, menu, options,
// currency, dashboard, sign-out, terms of use, the signing notice's acknowledgement, and the vms common lists. Every query is scoped by
// the caller's tenant.
import {
  ErrorCode,
  acceptTerms,
  acknowledgeSigningNotice,
  changeLang,
  getCurrency,
  getDashboard,
  getMenu,
  getOption,
  getTerms,
  getUserInfo,
  languageSchema,
  logout,
  variantByAppId,
  vmsGetDeliveryList,
  vmsGetOrderStatusList,
  vmsGetSellers,
  vmsGetTransactionTypeList,
  vmsGetUserInfo,
  type AccountType,
  type UserInfo,
  type VariantCore,
} from '../../src/contract';
import { revokeSession, type SessionUser } from '../auth/sessions';
import { CURRENT_TERMS_VERSION, GATEWAY_LOGIN_PATH, SESSION_IDLE_MS } from '../config';
import { ApiError } from '../http/api-error';
import { msg } from '../http/messages';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { buildMenu, menuGroups } from './menu';
import { currencyCodes, deliveryOptions, optionDictionary, orderStatusOptions, transactionTypeOptions } from './options-catalog';

export function userInfoOf(user: SessionUser, accountType: AccountType): UserInfo {
  return {
    userId: user.id,
    account: user.account,
    displayName: user.displayName,
    tenantId: user.tenant.id,
    tenantName: user.tenant.name,
    tenantKind: user.tenant.kind,
    accountType,
    // the stored preference, not this call's language: the client adopts it once per page load
    lang: user.accountLang,
    currency: user.tenant.currency.toUpperCase(),
    signedFlag: user.signedFlag,
    signingNoticeSeen: user.signingNoticeSeenAt !== null,
    permissions: user.role.permissions,
    groups: user.role.groups,
    manageGroups: user.role.manageGroups,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  };
}

export function variantOf(appKey: string, user: SessionUser): VariantCore {
  const variant = variantByAppId(appKey);
  if (!variant) throw new ApiError(ErrorCode.invalid, msg('unknownApp', user.lang), 400);
  return variant;
}

function termsOf(user: { termsAcceptedVersion: string | null; termsAcceptedAt: Date | null }) {
  const accepted = user.termsAcceptedVersion === CURRENT_TERMS_VERSION;
  return { version: CURRENT_TERMS_VERSION, accepted, acceptedAt: accepted ? (user.termsAcceptedAt?.toISOString() ?? null) : null };
}

export const commonHandlers: HandlerEntry[] = [
  defineHandler(getUserInfo, async ({ user, query }) => userInfoOf(user, query['account-type'])),

  defineHandler(vmsGetUserInfo, async ({ user }) => userInfoOf(user, 4)),

  defineHandler(changeLang, async ({ db, user, query }) => {
    const lang = languageSchema.safeParse(query.lang);
    if (!lang.success) throw new ApiError(ErrorCode.unsupportedLang, msg(ErrorCode.unsupportedLang, user.lang), 400);
    await db.query('UPDATE users SET lang = $1 WHERE id = $2 AND tenant_id = $3', [lang.data, user.id, user.tenant.id]);
    return { lang: lang.data };
  }),

  defineHandler(getMenu, async ({ user, query }) => buildMenu(variantOf(query.k, user), user, user.lang)),

  defineHandler(getOption, async ({ params, user }) => {
    const options = optionDictionary(params.name);
    if (!options) throw new ApiError(ErrorCode.notFound, msg(ErrorCode.notFound, user.lang), 404);
    return options;
  }),

  defineHandler(getCurrency, async ({ user }) => {
    const personal = user.tenant.currency.toUpperCase();
    return { personal, currencies: [personal, ...currencyCodes.filter((c) => c !== personal)] };
  }),

  defineHandler(getDashboard, async ({ db, user, query, now }) => {
    const variant = variantOf(query.k, user);
    const counts = await db.one<{ user_count: number; active_sessions: number }>(
      `SELECT (SELECT count(*)::int FROM users WHERE tenant_id = $1) AS user_count,
              (SELECT count(*)::int FROM sessions
                WHERE tenant_id = $1 AND revoked_at IS NULL AND expires_at > $2 AND last_seen_at > $3) AS active_sessions`,
      [user.tenant.id, now, new Date(now.getTime() - SESSION_IDLE_MS)],
    );
    return {
      account: user.account,
      displayName: user.displayName,
      tenantName: user.tenant.name,
      tenantKind: user.tenant.kind,
      userCount: counts.user_count,
      activeSessions: counts.active_sessions,
      // the sign-in before the current one (the current one is user.lastLoginAt)
      lastLoginAt: user.previousLoginAt?.toISOString() ?? null,
      groups: menuGroups(variant, user),
      permissions: user.role.permissions,
    };
  }),

  defineHandler(logout, async ({ db, session, now, clearSessionCookie }) => {
    await revokeSession(db, session.idHash, now);
    clearSessionCookie();
    return { gateway: GATEWAY_LOGIN_PATH };
  }),

  defineHandler(getTerms, async ({ user }) => termsOf(user)),

  defineHandler(acceptTerms, async ({ db, user, body, now }) => {
    if (body.version !== CURRENT_TERMS_VERSION) throw new ApiError(ErrorCode.invalid, msg('termsVersion', user.lang), 400);
    const row = await db.one<{ terms_accepted_version: string; terms_accepted_at: Date }>(
      `UPDATE users SET terms_accepted_version = $1, terms_accepted_at = COALESCE(
          CASE WHEN terms_accepted_version = $1 THEN terms_accepted_at END, $2)
        WHERE id = $3 AND tenant_id = $4
        RETURNING terms_accepted_version, terms_accepted_at`,
      [body.version, now, user.id, user.tenant.id],
    );
    return termsOf({ termsAcceptedVersion: row.terms_accepted_version, termsAcceptedAt: row.terms_accepted_at });
  }),

  // once per user, on any browser (spec section 4): the first acknowledgement's time is kept
  defineHandler(acknowledgeSigningNotice, async ({ db, user, now }) => {
    const row = await db.one<{ signing_notice_seen_at: Date }>(
      `UPDATE users SET signing_notice_seen_at = COALESCE(signing_notice_seen_at, $1)
        WHERE id = $2 AND tenant_id = $3
        RETURNING signing_notice_seen_at`,
      [now, user.id, user.tenant.id],
    );
    return { seen: true, seenAt: row.signing_notice_seen_at.toISOString() };
  }),

  defineHandler(vmsGetSellers, async ({ db }) => {
    // Sellers are other companies on the platform; the list shows their public names only.
    const rows = await db.query<{ id: string; name: string }>("SELECT id, name FROM tenants WHERE kind = 'seller' ORDER BY name");
    return rows.map((r) => ({ value: r.id, label: r.name }));
  }),
  defineHandler(vmsGetTransactionTypeList, async () => transactionTypeOptions),
  defineHandler(vmsGetDeliveryList, async () => deliveryOptions),
  defineHandler(vmsGetOrderStatusList, async () => orderStatusOptions),
];
