-- Rewards (#14): card variants, prize kinds and claim deadlines, texts per language, gift-code
-- event names per language, and the log of gift-code send attempts the rate limit reads.

-- Summon and drill cards say which one they are (yeti, rabbit … / bronze, silver, gold).
ALTER TABLE item_cards ADD COLUMN variant text;

-- A reward's kind names it in every language; a pending reward may have a claim deadline.
ALTER TABLE prizes ADD COLUMN kind text NOT NULL DEFAULT 'signIn';
ALTER TABLE prizes ADD COLUMN claim_by timestamptz;
ALTER TABLE prizes ADD COLUMN claimed_at timestamptz;

-- Item-card names, infos and reward names per platform language (en-US, th-TH …); `text` may
-- hold placeholders ({game}) the platform fills.
CREATE TABLE reward_texts (
  lang text NOT NULL,
  key  text NOT NULL,
  text text NOT NULL,
  PRIMARY KEY (lang, key)
);

-- Gift-code event names per platform language; `name` stays the fallback.
ALTER TABLE giftcode_events ADD COLUMN names jsonb NOT NULL DEFAULT '{}';

-- Every send that reached the rules (valid e-mail, running event), whatever its outcome: the
-- per-address and per-player rate limit counts these, not only successful sends.
CREATE TABLE giftcode_attempts (
  id        bigserial PRIMARY KEY,
  event_id  integer NOT NULL REFERENCES giftcode_events(id),
  email     text NOT NULL,
  player_id integer REFERENCES players(id),
  tried_at  timestamptz NOT NULL
);
CREATE INDEX giftcode_attempts_by_email ON giftcode_attempts (event_id, email, tried_at DESC);
CREATE INDEX giftcode_attempts_by_player ON giftcode_attempts (event_id, player_id, tried_at DESC) WHERE player_id IS NOT NULL;
