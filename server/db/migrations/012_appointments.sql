-- Delivery appointments (docs/domain/orders.md, "Appointments"): the supplier books a delivery of
-- some of its orders to a platform warehouse (a warehouse of type 'platform') on a date and time
-- slot, with a carrier and a package count. draft -> submitted -> arrived, or cancelled from draft
-- (or from submitted before its slot). The form number addresses it (unique per tenant).
--
-- "An order is in at most one open appointment" is enforced here: appointment_orders carries the
-- appointment's status through a composite foreign key with ON UPDATE CASCADE, and a partial
-- unique index allows one row per order among the open (draft, submitted) ones. Cancelling an
-- appointment frees its orders in the same statement. Which orders may be booked (awaiting
-- shipment or part shipped) and orders.appointment_form_no are kept by the handlers in the same
-- transaction. Inventory stock is never touched.

CREATE TABLE appointments (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  form_no text NOT NULL CHECK (form_no ~ '^AP[0-9]{7,14}$'),
  status text NOT NULL CHECK (status IN ('draft', 'submitted', 'arrived', 'cancelled')),
  -- the destination: a platform warehouse of the tenant (set at submit)
  warehouse_id text,
  appointment_date date,
  time_slot text CHECK (time_slot IN ('08:00-10:00', '10:00-12:00', '13:00-15:00', '15:00-17:00')),
  carrier_code text CHECK (carrier_code IN ('DHL', 'FEDEX', 'UPS', 'USPS', 'YUN', 'CAINIAO', 'OWN')),
  package_count int CHECK (package_count BETWEEN 1 AND 999),
  -- set when the warehouse checks the delivery in (arrival list)
  received_package_count int CHECK (received_package_count >= 0),
  arrived_at timestamptz,
  version int NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  created_by text,
  created_by_name text NOT NULL DEFAULT '',
  submitted_at timestamptz,
  submitted_by text,
  submitted_by_name text NOT NULL DEFAULT '',
  cancelled_at timestamptz,
  cancelled_by text,
  cancelled_by_name text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL,
  UNIQUE (id, tenant_id),
  UNIQUE (id, tenant_id, status),
  UNIQUE (tenant_id, form_no),
  FOREIGN KEY (warehouse_id, tenant_id) REFERENCES warehouses (id, tenant_id),
  -- everything a delivery sheet needs is there once submitted
  CHECK (status IN ('draft', 'cancelled') OR (warehouse_id IS NOT NULL AND appointment_date IS NOT NULL AND time_slot IS NOT NULL
    AND carrier_code IS NOT NULL AND package_count IS NOT NULL AND submitted_at IS NOT NULL)),
  CHECK ((status = 'arrived') = (arrived_at IS NOT NULL AND received_package_count IS NOT NULL)),
  CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL))
);
CREATE INDEX appointments_status_idx ON appointments (tenant_id, status, created_at, id);
CREATE INDEX appointments_arrived_idx ON appointments (tenant_id, arrived_at, id) WHERE status = 'arrived';

CREATE TABLE appointment_orders (
  appointment_id text NOT NULL,
  order_id text NOT NULL,
  tenant_id text NOT NULL,
  -- the appointment's status, kept equal by the cascade below (never written directly)
  appointment_status text NOT NULL,
  position int NOT NULL CHECK (position >= 1),
  PRIMARY KEY (appointment_id, order_id),
  FOREIGN KEY (appointment_id, tenant_id, appointment_status) REFERENCES appointments (id, tenant_id, status) ON UPDATE CASCADE ON DELETE CASCADE,
  FOREIGN KEY (order_id, tenant_id) REFERENCES orders (id, tenant_id)
);
-- one open appointment per order
CREATE UNIQUE INDEX appointment_orders_open_idx ON appointment_orders (tenant_id, order_id) WHERE appointment_status IN ('draft', 'submitted');
CREATE INDEX appointment_orders_order_idx ON appointment_orders (tenant_id, order_id);

-- form numbers of appointments created through the API: AP + yymmdd + this sequence
CREATE SEQUENCE appointment_form_seq;
