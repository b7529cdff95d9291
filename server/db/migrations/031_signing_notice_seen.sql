-- The signing notice appears once per user, on any browser (spec section 4, issue 18 item 5):
-- when the user acknowledged it. Null: not yet; user info reports it as signingNoticeSeen.
ALTER TABLE users ADD COLUMN signing_notice_seen_at timestamptz;
