-- The dashboard's "Last sign-in" is the sign-in before the current one (docs/domain/dashboard.md):
-- each sign-in moves last_login_at here before it records itself.
ALTER TABLE users ADD COLUMN previous_login_at timestamptz;
