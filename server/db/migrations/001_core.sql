-- Tenants, roles, users, sessions and sign-in attempts: what every other table hangs off.
-- Ids are text so seeded ids stay stable and readable across PGlite and PostgreSQL.

CREATE TABLE tenants (
  id text PRIMARY KEY,
  name text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('supplier', 'seller', 'distributor', 'provider')),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE roles (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  name text NOT NULL,
  permission_keys text[] NOT NULL DEFAULT '{}',
  groups text[] NOT NULL DEFAULT '{}',
  UNIQUE (tenant_id, name),
  -- lets users reference (role, tenant) together so a user can never hold another tenant's role
  UNIQUE (id, tenant_id)
);

CREATE TABLE users (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  -- stored lower-cased; sign-in lower-cases what is typed
  account text NOT NULL UNIQUE CHECK (account = lower(account)),
  display_name text NOT NULL,
  password_hash text NOT NULL,
  lang text NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'zh-CN')),
  role_id text NOT NULL,
  signed_flag text NOT NULL DEFAULT '0' CHECK (signed_flag IN ('0', '1')),
  terms_accepted_version text,
  terms_accepted_at timestamptz,
  last_login_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (role_id, tenant_id) REFERENCES roles (id, tenant_id)
);
CREATE INDEX users_tenant_idx ON users (tenant_id);

-- The cookie holds a random token; only its SHA-256 is stored, so a database leak yields no
-- usable session.
CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tenant_id text NOT NULL REFERENCES tenants (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_tenant_idx ON sessions (tenant_id);

-- Kept in the database (not in memory) so every server process sharing it throttles alike.
CREATE TABLE login_attempts (
  id bigserial PRIMARY KEY,
  account text NOT NULL,
  ip text NOT NULL,
  succeeded boolean NOT NULL,
  attempted_at timestamptz NOT NULL
);
CREATE INDEX login_attempts_account_idx ON login_attempts (account, attempted_at);
CREATE INDEX login_attempts_ip_idx ON login_attempts (ip, attempted_at);
