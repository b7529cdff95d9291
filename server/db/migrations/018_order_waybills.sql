-- Waybills (print and apply, docs/domain/orders.md "Waybills"): the supplier asks the platform's
-- logistics for a waybill of an order waiting to ship; the platform assigns the carrier and the
-- waybill number (the tracking number the parcel will carry), and the label can be printed (and
-- printed again) until the order ships. The ship form offers the waybill's carrier and number.
ALTER TABLE orders ADD COLUMN waybill_carrier text NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN waybill_no text NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN waybill_applied_at timestamptz;
ALTER TABLE orders ADD CONSTRAINT orders_waybill_applied CHECK ((waybill_no = '') = (waybill_applied_at IS NULL));
