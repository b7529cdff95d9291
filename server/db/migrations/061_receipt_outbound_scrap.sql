-- An outbound notice nobody answered (docs/domain/receipts.md, "Outbounds"): once its answer-by has
-- passed, the platform's job scraps the goods at the supplier's cost. The notice ends `scrapped` and
-- its lines leave the platform warehouse (on_hand and locked down), so the outbound equation counts
-- the lines of scrapped notices beside the confirmed and reversed ones.
ALTER TABLE receipt_outbounds DROP CONSTRAINT receipt_outbounds_status_check;
ALTER TABLE receipt_outbounds ADD CONSTRAINT receipt_outbounds_status_check
  CHECK (status IN ('notified', 'confirmed', 'closed', 'delivered', 'reversed', 'returnedToShelf', 'scrapped'));
-- the job's scan: notified notices by their answer-by
CREATE INDEX receipt_outbounds_answer_idx ON receipt_outbounds (answer_by) WHERE status = 'notified';
