-- Rankings (#12): names and prize texts per language, the board's currency, the §2 sac channel,
-- scores that can be multipliers (numeric), and events — dated pages over one ranking.
ALTER TABLE rankings ADD COLUMN names jsonb NOT NULL DEFAULT '{}';        -- locale → name
ALTER TABLE rankings ADD COLUMN prize_texts jsonb NOT NULL DEFAULT '{}';  -- locale → prize lines
ALTER TABLE rankings ADD COLUMN currency_no integer NOT NULL DEFAULT 1;
ALTER TABLE rankings ADD COLUMN sac integer;                              -- null: open to every channel
ALTER TABLE ranking_entries ALTER COLUMN score TYPE numeric(20, 2);

CREATE TABLE events (
  id         integer PRIMARY KEY,
  api_id     integer NOT NULL,
  ranking_id integer NOT NULL REFERENCES rankings(id),
  names      jsonb NOT NULL,                                              -- locale → name
  starts_at  timestamptz NOT NULL,
  ends_at    timestamptz NOT NULL
);
CREATE INDEX events_by_api ON events (api_id, starts_at);
CREATE INDEX rankings_by_api ON rankings (api_id, starts_at);
