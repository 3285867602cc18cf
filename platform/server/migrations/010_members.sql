-- Members (#11): the operator's reading of the §9 inactivity rules, the period counters the
-- platform's accounting keeps, weekly sign-in, treasure chests, VIP missions and holiday draws.

-- §9 gives two readings of the inactivity resets; each operator says which one it runs.
-- resets: 'exp' = level kept, EXP bar to 0; 'all' = level and EXP to 0. hour: local hour of the next day.
ALTER TABLE operators ADD COLUMN vip_exp_per_coin integer NOT NULL DEFAULT 1;
ALTER TABLE operators ADD COLUMN vip_reset_days integer NOT NULL DEFAULT 30;
ALTER TABLE operators ADD COLUMN vip_reset_resets text NOT NULL DEFAULT 'all' CHECK (vip_reset_resets IN ('exp', 'all'));
ALTER TABLE operators ADD COLUMN vip_reset_hour integer NOT NULL DEFAULT 0 CHECK (vip_reset_hour BETWEEN 0 AND 23);
ALTER TABLE operators ADD COLUMN lv_reset_days integer NOT NULL DEFAULT 15;
ALTER TABLE operators ADD COLUMN lv_reset_resets text NOT NULL DEFAULT 'exp' CHECK (lv_reset_resets IN ('exp', 'all'));
ALTER TABLE operators ADD COLUMN lv_reset_hour integer NOT NULL DEFAULT 0 CHECK (lv_reset_hour BETWEEN 0 AND 23);

-- The current periods' counters (coins bet today / this week / in the week that generated the
-- chest, rounds today, different games this week). A real platform rolls them over at the period
-- boundaries; the reference platform keeps the seeded snapshot as "the current period".
CREATE TABLE member_stats (
  player_id     integer PRIMARY KEY REFERENCES players(id),
  today_exp     bigint NOT NULL DEFAULT 0,
  day_rounds    integer NOT NULL DEFAULT 0,
  week_bet      bigint NOT NULL DEFAULT 0,
  week_games    integer NOT NULL DEFAULT 0,
  last_week_bet bigint NOT NULL DEFAULT 0
);

CREATE TABLE signin_rewards (
  api_id integer NOT NULL REFERENCES operators(api_id),
  day    integer NOT NULL CHECK (day BETWEEN 1 AND 7),
  reward bigint NOT NULL,
  PRIMARY KEY (api_id, day)
);

-- One row per signed slot: the key is the rule (one sign-in per slot of a week).
CREATE TABLE signins (
  player_id  integer NOT NULL REFERENCES players(id),
  week_start timestamptz NOT NULL,
  day        integer NOT NULL CHECK (day BETWEEN 1 AND 7),
  reward     bigint NOT NULL,
  signed_at  timestamptz NOT NULL,
  PRIMARY KEY (player_id, week_start, day)
);

CREATE TABLE chest_levels (
  api_id  integer NOT NULL REFERENCES operators(api_id),
  level   integer NOT NULL,
  min_bet bigint NOT NULL,
  reward  bigint NOT NULL,
  PRIMARY KEY (api_id, level)
);

-- One row per opened chest: the key is the rule (a period's chest opens once).
CREATE TABLE chest_opens (
  player_id    integer NOT NULL REFERENCES players(id),
  generated_at timestamptz NOT NULL,
  level        integer NOT NULL,
  reward       bigint NOT NULL,
  opened_at    timestamptz NOT NULL,
  PRIMARY KEY (player_id, generated_at)
);

CREATE TABLE vip_missions (
  id         integer PRIMARY KEY,
  api_id     integer NOT NULL REFERENCES operators(api_id),
  kind       text NOT NULL CHECK (kind IN ('bet', 'rounds', 'games', 'signIn')),
  period     text NOT NULL CHECK (period IN ('day', 'week')),
  target     bigint NOT NULL,
  reward_exp bigint NOT NULL,
  sort       integer NOT NULL
);

CREATE TABLE holidays (
  id        integer PRIMARY KEY,
  api_id    integer NOT NULL REFERENCES operators(api_id),
  name      text NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at   timestamptz NOT NULL,
  prizes    bigint[] NOT NULL
);

-- One draw per player per holiday.
CREATE TABLE holiday_draws (
  holiday_id integer NOT NULL REFERENCES holidays(id),
  player_id  integer NOT NULL REFERENCES players(id),
  prize      bigint NOT NULL,
  drawn_at   timestamptz NOT NULL,
  PRIMARY KEY (holiday_id, player_id)
);
