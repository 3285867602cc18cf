-- The reference platform's schema: what the §7 API serves.

CREATE TABLE operators (
  api_id        integer PRIMARY KEY,
  web_id        text NOT NULL,
  title         text NOT NULL,
  operator_type text NOT NULL DEFAULT 'STANDARD',
  timezone      integer NOT NULL DEFAULT 480,       -- minutes east of UTC
  android_link  text NOT NULL DEFAULT '',
  web_app_url   text NOT NULL DEFAULT '',
  vip_configured boolean NOT NULL DEFAULT true,
  is_repairing  boolean NOT NULL DEFAULT false,
  switched_off  text[] NOT NULL DEFAULT '{}'
);

CREATE TABLE games (
  no     integer PRIMARY KEY,
  id     text NOT NULL,
  name   text NOT NULL,
  family text NOT NULL
);

CREATE TABLE game_groups (
  group_id integer PRIMARY KEY,
  name     text NOT NULL,
  game_nos integer[] NOT NULL
);

CREATE TABLE currencies (
  no     integer PRIMARY KEY,
  symbol text NOT NULL,
  unit   integer NOT NULL,
  ratio  numeric NOT NULL
);

CREATE TABLE custom_currencies (
  no     integer NOT NULL,
  api_id integer NOT NULL,
  symbol text NOT NULL,
  ratio  numeric NOT NULL,
  PRIMARY KEY (no, api_id)
);

CREATE TABLE players (
  id              serial PRIMARY KEY,
  api_id          integer NOT NULL REFERENCES operators(api_id),
  account         text NOT NULL,
  nickname        text,
  currency_no     integer NOT NULL REFERENCES currencies(no),
  vip             integer NOT NULL DEFAULT 0,
  vip_exp         bigint NOT NULL DEFAULT 0,
  lv              integer NOT NULL DEFAULT 1,
  lv_exp          bigint NOT NULL DEFAULT 0,
  round_count     integer NOT NULL,
  long_game       integer NOT NULL,
  masked          boolean NOT NULL DEFAULT false,
  UNIQUE (api_id, account)
);
CREATE UNIQUE INDEX players_nickname ON players (api_id, lower(nickname)) WHERE nickname IS NOT NULL;

-- Game tokens the game client hands to the app; exchanged for a session (POST /token).
CREATE TABLE game_tokens (
  token      text PRIMARY KEY,
  player_id  integer NOT NULL REFERENCES players(id),
  expires_at timestamptz NOT NULL
);

CREATE TABLE rounds (
  id          bigserial PRIMARY KEY,
  player_id   integer NOT NULL REFERENCES players(id),
  game_no     integer NOT NULL,
  round_index text NOT NULL,
  log_index   text NOT NULL,
  type        integer NOT NULL,
  played_at   timestamptz NOT NULL,
  bet         bigint NOT NULL,
  win         bigint NOT NULL,
  pre_money   bigint NOT NULL,
  seed        integer NOT NULL
);
CREATE INDEX rounds_by_player_game ON rounds (player_id, game_no, played_at DESC, id DESC);
CREATE UNIQUE INDEX rounds_by_index ON rounds (player_id, game_no, round_index);

CREATE TABLE marquee (
  id      integer PRIMARY KEY,
  api_id  integer NOT NULL,
  lang    text NOT NULL,
  format  text NOT NULL,
  content jsonb NOT NULL,
  colors  jsonb NOT NULL,
  sort    integer NOT NULL
);

CREATE TABLE banners (
  id       integer PRIMARY KEY,
  api_id   integer NOT NULL,
  position text NOT NULL,
  game_no  integer NOT NULL DEFAULT 0,
  title    text NOT NULL,
  image    text NOT NULL,
  link     text NOT NULL
);

CREATE TABLE rankings (
  id         integer PRIMARY KEY,
  api_id     integer NOT NULL,
  name       text NOT NULL,
  type       text NOT NULL,
  tournament text NOT NULL,
  game_ids   integer[] NOT NULL,
  starts_at  timestamptz NOT NULL,
  ends_at    timestamptz NOT NULL,
  prizes     jsonb NOT NULL,
  interval_minutes integer NOT NULL
);

CREATE TABLE ranking_entries (
  ranking_id integer NOT NULL REFERENCES rankings(id),
  player_id  integer REFERENCES players(id),
  nickname   text NOT NULL,
  account    text NOT NULL,
  score      bigint NOT NULL
);
CREATE INDEX ranking_entries_by_score ON ranking_entries (ranking_id, score DESC);

CREATE TABLE promotions (
  id         integer PRIMARY KEY,
  api_id     integer NOT NULL,
  category   text NOT NULL,
  title      text NOT NULL,
  summary    text NOT NULL,
  image      text NOT NULL,
  starts_at  timestamptz NOT NULL,
  ends_at    timestamptz NOT NULL,
  ranking_id integer REFERENCES rankings(id),
  game_nos   integer[] NOT NULL DEFAULT '{}'
);

CREATE TABLE vip_levels (
  api_id      integer NOT NULL,
  level       integer NOT NULL,
  name        text NOT NULL,
  required_exp bigint NOT NULL,
  rebate_percent numeric NOT NULL,
  holiday_gift boolean NOT NULL,
  PRIMARY KEY (api_id, level)
);

CREATE TABLE item_cards (
  id            serial PRIMARY KEY,
  player_id     integer NOT NULL REFERENCES players(id),
  card_id       integer NOT NULL,
  card_no       text,
  kind          text NOT NULL,
  name          text NOT NULL,
  game_no       integer NOT NULL,
  expires_at    timestamptz NOT NULL,
  info          text NOT NULL,
  bet_amount    bigint NOT NULL,
  balance_limit bigint NOT NULL
);

CREATE TABLE prizes (
  id        serial PRIMARY KEY,
  player_id integer NOT NULL REFERENCES players(id),
  name      text NOT NULL,
  amount    bigint NOT NULL,
  won_at    timestamptz NOT NULL,
  state     text NOT NULL
);

CREATE TABLE giftcode_events (
  id           integer PRIMARY KEY,
  name         text NOT NULL,
  starts_at    timestamptz NOT NULL,
  ends_at      timestamptz NOT NULL,
  total        integer NOT NULL,
  daily_limit  integer NOT NULL,
  template_id  text NOT NULL,
  aws_config   text NOT NULL
);

CREATE TABLE giftcode_claims (
  id         serial PRIMARY KEY,
  event_id   integer NOT NULL REFERENCES giftcode_events(id),
  email      text NOT NULL,
  player_id  integer REFERENCES players(id),
  sent_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (event_id, email)
);
CREATE UNIQUE INDEX giftcode_claims_player ON giftcode_claims (event_id, player_id) WHERE player_id IS NOT NULL;

CREATE TABLE agent_messengers (
  api_id integer NOT NULL,
  type   text NOT NULL,
  data   text
);

CREATE TABLE language_texts (
  locale   text NOT NULL,
  group_id text NOT NULL,
  key      text NOT NULL,
  text     text NOT NULL,
  PRIMARY KEY (locale, group_id, key)
);

CREATE TABLE frontend_logs (
  id          bigserial PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now(),
  fingerprint text NOT NULL UNIQUE,
  entry       jsonb NOT NULL
);

CREATE TABLE seed_info (
  version    integer PRIMARY KEY,
  seeded_at  timestamptz NOT NULL DEFAULT now()
);
