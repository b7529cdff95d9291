-- The platform's automatic decisions, reschedule and the supplier's feedback
-- (docs/domain/orders.md, "Platform decisions, reschedule and feedback").
--
-- A request not decided by its deadline is decided by the platform (decided_by null): a cancel is
-- approved (or rejected when the order can no longer be cancelled); a return or refund stays
-- requested and is escalated to the platform's customer service (escalated_at), once.
ALTER TABLE order_requests ADD COLUMN escalated_at timestamptz;
ALTER TABLE order_requests ADD CONSTRAINT order_requests_escalated_open CHECK (escalated_at IS NULL OR kind <> 'cancel');
-- what the job looks for: open requests past their deadline not handed to the platform yet
CREATE INDEX order_requests_due_idx ON order_requests (decision_deadline, id) WHERE status = 'requested' AND escalated_at IS NULL;

-- Reschedule: the supplier moves the ship deadline once (the arrive deadline moves with it);
-- rescheduled_from keeps the deadline the platform first set.
ALTER TABLE orders ADD COLUMN rescheduled_at timestamptz;
ALTER TABLE orders ADD COLUMN rescheduled_from timestamptz;
ALTER TABLE orders ADD CONSTRAINT orders_rescheduled_pair CHECK ((rescheduled_at IS NULL) = (rescheduled_from IS NULL));

-- The supplier's feedback on an order to the platform. request_key makes adding idempotent: the
-- same key sent twice (a retried call) adds one row.
CREATE TABLE order_feedback (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  order_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('addressProblem', 'customerAskedDelay', 'stockShortage', 'carrierProblem', 'other')),
  text text NOT NULL DEFAULT '' CHECK (length(text) <= 500),
  request_key text NOT NULL,
  created_by text NOT NULL,
  created_by_name text NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (tenant_id, request_key),
  CHECK (kind <> 'other' OR text <> ''),
  FOREIGN KEY (order_id, tenant_id) REFERENCES orders (id, tenant_id) ON DELETE CASCADE,
  FOREIGN KEY (created_by) REFERENCES users (id)
);
CREATE INDEX order_feedback_order_idx ON order_feedback (order_id, created_at, id);

-- Difference orders: what a platform warehouse received against what an arrived appointment
-- announced, per order line that differs (announced: the line's shipped quantity), and the
-- supplier's answer: accept the shortage (the platform settles on what was received) or dispute it
-- with a note (the platform counts again). One per appointment; only the warehouse creates them
-- (in the reference server the seed does).
CREATE TABLE arrival_differences (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  appointment_id text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'accepted', 'disputed')),
  note text NOT NULL DEFAULT '' CHECK (length(note) <= 500),
  answered_by text,
  answered_by_name text,
  answered_at timestamptz,
  version int NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  UNIQUE (id, tenant_id),
  CHECK ((status = 'open') = (answered_at IS NULL)),
  CHECK (status <> 'disputed' OR note <> ''),
  FOREIGN KEY (appointment_id, tenant_id) REFERENCES appointments (id, tenant_id) ON DELETE CASCADE,
  FOREIGN KEY (answered_by) REFERENCES users (id)
);

CREATE TABLE arrival_difference_lines (
  difference_id text NOT NULL,
  tenant_id text NOT NULL,
  line_id text NOT NULL,
  announced_qty int NOT NULL CHECK (announced_qty >= 0),
  received_qty int NOT NULL CHECK (received_qty >= 0),
  PRIMARY KEY (difference_id, line_id),
  CHECK (announced_qty <> received_qty),
  FOREIGN KEY (difference_id, tenant_id) REFERENCES arrival_differences (id, tenant_id) ON DELETE CASCADE,
  FOREIGN KEY (line_id, tenant_id) REFERENCES order_lines (id, tenant_id) ON DELETE CASCADE
);
