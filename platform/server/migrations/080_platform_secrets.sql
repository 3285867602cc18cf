-- The demo's own secrets (issue 46): made at random once per database (a PGlite data folder, or a
-- PostgreSQL database), then reused after a restart so sessions and fairness seeds stay valid.
-- Outside the demo the platform reads INGAME_JWT_SECRET and INGAME_FAIRNESS_SECRET and never this.
CREATE TABLE IF NOT EXISTS demo_secrets (
  name       text PRIMARY KEY,
  value      text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
