-- The session's life on the server (issues 41 and 46).
-- A spent game token remembers which page session spent it, for two minutes: that page (a reload
-- during the exchange) is answered the same session again; any other page is refused as spent.
-- Only hashes are kept: neither the game token nor the page key can be read back from here.
CREATE TABLE token_exchanges (
  token_hash text PRIMARY KEY,
  page_key_hash text NOT NULL,
  player_id integer NOT NULL REFERENCES players(id),
  session_id text NOT NULL,
  session_expires_at timestamptz NOT NULL,
  spent_at timestamptz NOT NULL
);
CREATE INDEX token_exchanges_by_age ON token_exchanges (spent_at);

-- Sessions ended by POST /token/logout before their expiry: every bearer call checks its token's
-- id here. A row is needed only until the session would have expired anyway.
CREATE TABLE revoked_sessions (
  session_id text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX revoked_sessions_by_expiry ON revoked_sessions (expires_at);
