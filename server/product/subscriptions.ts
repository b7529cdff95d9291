// Supplier subscriptions (src/contract/product/subscriptions.ts; docs/domain/products.md "Listing
// settings, agreement and subscriptions"): the tenant's subscriptions to a platform's notices about
// a category. Create: the same requestId again answers the subscription it made (a double click, a
// retry); another active one of the same platform, category and kind is refused (a partial unique
// index holds the rule under concurrent creates too). Cancel: cancelling again answers the same
// cancelled subscription (who and when of the first); another tenant's id is not found.
import { randomBytes } from 'node:crypto';
import type { Language } from '../../src/contract';
import { cancelSubscription, createSubscription, searchSubscriptions, type Subscription, type SubscriptionNoticeKind } from '../../src/contract/product';
import { defineHandler, type HandlerEntry } from '../back/handler';
import type { Db, SqlParam } from '../db/db';
import { notFound } from '../inventory';
import { subscriptionDuplicate, subscriptionUnknownCategory } from './distribution-messages';

type Caller = { lang: Language; displayName: string; tenant: { id: string } };
const iso = (v: Date | string | null) => (v == null ? null : new Date(v).toISOString());

interface Row {
  id: string;
  platform_code: string;
  category_code: string;
  name_en: string;
  name_zh: string;
  parent_en: string | null;
  parent_zh: string | null;
  notice_kind: SubscriptionNoticeKind;
  status: 'active' | 'cancelled';
  created_at: Date | string;
  created_by_name: string;
  cancelled_at: Date | string | null;
  cancelled_by_name: string | null;
}

const SELECT = `SELECT s.id, s.platform_code, s.category_code, c.name_en, c.name_zh, p.name_en AS parent_en, p.name_zh AS parent_zh, s.notice_kind, s.status,
       s.created_at, s.created_by_name, s.cancelled_at, s.cancelled_by_name
  FROM product_subscriptions s
  JOIN product_categories c ON c.code = s.category_code
  LEFT JOIN product_categories p ON p.code = c.parent_code`;

/** "Kitchen › Drinkware" in the caller's language (as the category picker writes it). */
function pathOf(r: Pick<Row, 'name_en' | 'name_zh' | 'parent_en' | 'parent_zh'>, lang: Language): string {
  const zh = lang === 'zh-CN';
  const own = zh ? r.name_zh : r.name_en;
  const parent = zh ? r.parent_zh : r.parent_en;
  return parent ? `${parent} › ${own}` : own;
}

const toSubscription = (r: Row, lang: Language): Subscription => ({
  id: r.id,
  platformCode: r.platform_code,
  categoryCode: r.category_code,
  categoryPath: pathOf(r, lang),
  noticeKind: r.notice_kind,
  status: r.status,
  createdAt: iso(r.created_at)!,
  createdBy: r.created_by_name,
  cancelledAt: iso(r.cancelled_at),
  cancelledBy: r.cancelled_by_name,
});

async function oneOf(db: Db, user: Caller, where: string, args: SqlParam[]): Promise<Subscription | null> {
  const row = await db.maybe<Row>(`${SELECT} WHERE s.tenant_id = $1 AND ${where}`, [user.tenant.id, ...args]);
  return row ? toSubscription(row, user.lang) : null;
}

interface CreateBody {
  platformCode: string;
  categoryCode: string;
  noticeKind: SubscriptionNoticeKind;
  requestId: string;
}

async function create(db: Db, user: Caller, body: CreateBody, now: Date): Promise<Subscription> {
  const tenantId = user.tenant.id;
  if (!(await db.maybe('SELECT 1 FROM platforms WHERE code = $1', [body.platformCode]))) throw notFound(user.lang);
  const category = await db.maybe<Pick<Row, 'name_en' | 'name_zh' | 'parent_en' | 'parent_zh'>>(
    'SELECT c.name_en, c.name_zh, p.name_en AS parent_en, p.name_zh AS parent_zh FROM product_categories c LEFT JOIN product_categories p ON p.code = c.parent_code WHERE c.code = $1',
    [body.categoryCode],
  );
  if (!category) throw subscriptionUnknownCategory(user.lang);
  return db.transaction(async (tx) => {
    // the same create again answers what the first made
    const made = await oneOf(tx, user, 's.request_id = $2', [body.requestId]);
    if (made) return made;
    const id = `sub-${randomBytes(8).toString('hex')}`;
    // a concurrent twin (the same request id or the same active subscription) makes this insert nothing
    const inserted = await tx.maybe<{ id: string }>(
      `INSERT INTO product_subscriptions (id, tenant_id, platform_code, category_code, notice_kind, status, request_id, created_at, created_by_name)
       VALUES ($1, $2, $3, $4, $5, 'active', $6, $7, $8) ON CONFLICT DO NOTHING RETURNING id`,
      [id, tenantId, body.platformCode, body.categoryCode, body.noticeKind, body.requestId, now, user.displayName],
    );
    if (inserted) return (await oneOf(tx, user, 's.id = $2', [id]))!;
    const twin = await oneOf(tx, user, 's.request_id = $2', [body.requestId]);
    if (twin) return twin;
    throw subscriptionDuplicate(user.lang, pathOf(category, user.lang));
  });
}

async function cancel(db: Db, user: Caller, id: string, now: Date): Promise<Subscription> {
  return db.transaction(async (tx) => {
    // an already cancelled one keeps its first cancel (who and when): the UPDATE matches only an active one
    await tx.query("UPDATE product_subscriptions SET status = 'cancelled', cancelled_at = $3, cancelled_by_name = $4 WHERE id = $1 AND tenant_id = $2 AND status = 'active'", [
      id,
      user.tenant.id,
      now,
      user.displayName,
    ]);
    const row = await oneOf(tx, user, 's.id = $2', [id]);
    if (!row) throw notFound(user.lang);
    return row;
  });
}

export const subscriptionHandlers: readonly HandlerEntry[] = [
  defineHandler(searchSubscriptions, async ({ db, user, query }) => ({
    items: (await db.query<Row>(`${SELECT} WHERE s.tenant_id = $1 AND s.platform_code = $2 AND s.status = 'active' ORDER BY s.created_at DESC, s.id`, [user.tenant.id, query.platformCode])).map((r) =>
      toSubscription(r, user.lang),
    ),
  })),
  defineHandler(createSubscription, ({ db, user, body, now }) => create(db, user, body, now)),
  defineHandler(cancelSubscription, ({ db, user, params, now }) => cancel(db, user, params.id, now)),
];
