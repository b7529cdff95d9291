// The platform's automatic decisions (docs/domain/orders.md, "Who is involved" and "Platform
// decisions, reschedule and feedback"): a cancel, return or refund request not decided within its
// 48 h is decided by the platform. Each unit of work takes one overdue request, locked with
// FOR UPDATE SKIP LOCKED so several server processes never take the same one, and
//   - a cancel: approves it through the same decideIn() and cancel effect as the manual audit (the
//     order is cancelled); when the order can no longer be cancelled (something shipped, or it
//     moved on) the platform rejects the request instead, so every cancel request ends decided;
//   - a return or refund: escalates it to the platform's customer service (escalated_at, once);
//     it stays requested and overdue, and the supplier can still decide it.
// and, playing the carrier, receives returns: a return approved RETURN_TRANSIT_DAYS ago is
// received (its restockable lines restock the order's warehouse, a returning order completes).
// Each writes one entry in the order's status log with the platform as the actor (null). A user
// deciding at the same moment either waits for the job's row lock and is told the platform
// decided, or holds the lock and the job skips the request (it is no longer due afterwards).
//   ORDER_DECISION_JOB_INTERVAL_MS (default 5000): how often an idle job looks for work.
import { OrderRequestErrorCode, RETURN_TRANSIT_DAYS, type OrderStatus, type RequestKind } from '../../src/contract';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { cancelDecisionEffect, decideIn, logRequestStep, type Decider, type RequestRowDb } from '../order/requests';
import { requestKindLabels } from '../order/request-messages';
import { restockReturn } from '../order/stock';
import { bi } from '../separate/messages';
import { consoleLog, Poller } from './poller';

export const ORDER_DECISION_JOB_INTERVAL_MS = 5000;

export interface OrderDecisionRunnerOptions {
  db: Db;
  pollMs?: number;
  /** The clock (tests move it). */
  now?: () => Date;
  log?: (message: string, error?: unknown) => void;
}

/** The interval from ORDER_DECISION_JOB_INTERVAL_MS (a positive number of ms), else the default. */
export function orderDecisionJobInterval(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.ORDER_DECISION_JOB_INTERVAL_MS);
  return Number.isFinite(value) && value > 0 ? value : ORDER_DECISION_JOB_INTERVAL_MS;
}

/** Refusals of the cancel approval that mean "the platform cannot cancel this order any more". */
const notCancellable = new Set<string>([OrderRequestErrorCode.cancelShipped, OrderRequestErrorCode.orderNotCancellable]);

export class OrderDecisionRunner extends Poller {
  private readonly db: Db;
  private readonly now: () => Date;

  constructor(options: OrderDecisionRunnerOptions) {
    super(options.pollMs ?? orderDecisionJobInterval(), options.log ?? consoleLog('order decisions'));
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
  }

  /** Nothing is claimed across transactions: nothing to recover. */
  async recover(): Promise<void> {}

  /** Decides (or escalates) one overdue request, else receives one return; false when there was neither. */
  async runOnce(): Promise<boolean> {
    return (await this.decideOne()) || (await this.receiveOne());
  }

  private async decideOne(): Promise<boolean> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const due = await tx.maybe<{ id: string; tenant_id: string; kind: RequestKind; version: number }>(
        `SELECT id, tenant_id, kind, version FROM order_requests
          WHERE status = 'requested' AND escalated_at IS NULL AND decision_deadline <= $1
          ORDER BY decision_deadline, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [now],
      );
      if (!due) return false;
      const platform: Decider = { id: null, name: null, lang: 'en', now };
      if (due.kind === 'cancel') await decideCancel(tx, due, platform);
      else await escalate(tx, due.tenant_id, due.id, platform);
      return true;
    });
  }

  private async receiveOne(): Promise<boolean> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const due = await tx.maybe<RequestRowDb>(
        `SELECT * FROM order_requests
          WHERE kind = 'return' AND status = 'approved' AND decided_at <= $1::timestamptz - make_interval(days => $2)
          ORDER BY decided_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [now, RETURN_TRANSIT_DAYS],
      );
      if (!due) return false;
      await receiveReturn(tx, due, { id: null, name: null, lang: 'en', now });
      return true;
    });
  }
}

/** The goods of an approved return are back: restock, the request received, a returning order completed. */
async function receiveReturn(tx: Db, row: RequestRowDb, platform: Decider): Promise<void> {
  const order = await tx.one<{ status: OrderStatus }>('SELECT status FROM orders WHERE id = $1 AND tenant_id = $2 FOR UPDATE', [row.order_id, row.tenant_id]);
  const restocked = await restockReturn(tx, row.tenant_id, row.id, platform.now);
  await tx.query(`UPDATE order_requests SET status = 'received', version = version + 1, updated_at = $3 WHERE id = $1 AND tenant_id = $2`, [
    row.id,
    row.tenant_id,
    platform.now,
  ]);
  const to: OrderStatus = order.status === 'returning' ? 'completed' : order.status;
  if (to !== order.status) {
    await tx.query(`UPDATE orders SET status = $3, version = version + 1, updated_at = $4 WHERE id = $1 AND tenant_id = $2`, [row.order_id, row.tenant_id, to, platform.now]);
  }
  await logRequestStep(
    tx,
    row.tenant_id,
    row,
    'returnReceived',
    order.status,
    to,
    platform,
    bi(
      `Return ${row.request_no}: the goods are back at the warehouse, ${restocked} restocked`,
      `退货申请 ${row.request_no}：货物已退回仓库，${restocked} 件已重新入库`,
    ),
  );
}

async function decideCancel(tx: Db, due: { id: string; tenant_id: string; version: number }, platform: Decider): Promise<void> {
  const input = { id: due.id, version: due.version };
  try {
    // a savepoint: a refused approval leaves the transaction as it was
    await tx.transaction((sp) => decideIn(sp, due.tenant_id, platform, 'cancel', input, 'approve', cancelDecisionEffect('approve')));
  } catch (error) {
    if (!(error instanceof ApiError) || !notCancellable.has(error.code)) throw error;
    await decideIn(tx, due.tenant_id, platform, 'cancel', input, 'reject', cancelDecisionEffect('reject'));
  }
}

/** Hands a return or refund to the platform's customer service, once (the conditional update). */
async function escalate(tx: Db, tenantId: string, id: string, platform: Decider): Promise<void> {
  const row = await tx.maybe<RequestRowDb>(
    `UPDATE order_requests SET escalated_at = $3, updated_at = $3 WHERE id = $1 AND tenant_id = $2 AND status = 'requested' AND escalated_at IS NULL RETURNING *`,
    [id, tenantId, platform.now],
  );
  if (!row) return;
  const order = await tx.one<{ status: OrderStatus }>('SELECT status FROM orders WHERE id = $1 AND tenant_id = $2', [row.order_id, tenantId]);
  const kind = requestKindLabels[row.kind];
  await logRequestStep(
    tx,
    tenantId,
    row,
    `${row.kind}Escalated`,
    order.status,
    order.status,
    platform,
    bi(`${kind.en} ${row.request_no}: not decided within 48 h, escalated to the platform`, `${kind.zh} ${row.request_no}：超过 48 小时未处理，已转交平台处理`),
  );
}
