-- The platform warehouse's dock decision and the inbound's end (docs/domain/receipts.md, "Slice
-- (built): dock decision and request calls"): a shipped inbound may be turned away at the dock
-- (`rejectedAtDock`, with its RECEIPT_DOCK_* reason; the goods stay in transit until the supplier
-- corrects it and confirms again) or accepted (`dock_accepted_at`, then counted); a received inbound
-- is `closed` once every difference of its receipt is settled. Both new states have left the
-- supplier's warehouse (shipped_at set); only received and closed ones have been counted.
ALTER TABLE receipt_inbounds DROP CONSTRAINT receipt_inbounds_status_check;
ALTER TABLE receipt_inbounds ADD CONSTRAINT receipt_inbounds_status_check
  CHECK (status IN ('draft', 'confirmed', 'shipped', 'rejectedAtDock', 'received', 'closed', 'cancelled'));
ALTER TABLE receipt_inbounds DROP CONSTRAINT receipt_inbounds_check;
ALTER TABLE receipt_inbounds ADD CONSTRAINT receipt_inbounds_check
  CHECK ((status IN ('shipped', 'rejectedAtDock', 'received', 'closed')) = (shipped_at IS NOT NULL));
ALTER TABLE receipt_inbounds DROP CONSTRAINT receipt_inbounds_check1;
ALTER TABLE receipt_inbounds ADD CONSTRAINT receipt_inbounds_check1
  CHECK ((status IN ('received', 'closed')) = (received_at IS NOT NULL));
ALTER TABLE receipt_inbounds ADD COLUMN dock_reason text
  CHECK (dock_reason IN ('RECEIPT_DOCK_NO_TRACKING_EVENT', 'RECEIPT_DOCK_CARTONS_MISMATCH', 'RECEIPT_DOCK_LATE_BEYOND_GRACE'));
ALTER TABLE receipt_inbounds ADD COLUMN dock_accepted_at timestamptz;
ALTER TABLE receipt_inbounds ADD CONSTRAINT receipt_inbounds_dock_state_check CHECK ((status = 'rejectedAtDock') = (dock_reason IS NOT NULL));
