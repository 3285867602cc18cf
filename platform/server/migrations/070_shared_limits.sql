-- State every platform process must share (issue 46 item 7): per-minute request counts per key
-- (a limit and the client's address), and the random nicknames offered to each player lately.
-- Unlogged: a count lost in a database crash only resets a minute's limit.
CREATE UNLOGGED TABLE rate_windows (
  key    text NOT NULL,
  minute bigint NOT NULL,
  count  integer NOT NULL,
  PRIMARY KEY (key, minute)
);
CREATE INDEX rate_windows_by_minute ON rate_windows (minute);
CREATE UNLOGGED TABLE nickname_offers (
  player_id  integer NOT NULL,
  nickname   text NOT NULL,
  offered_at timestamptz NOT NULL,
  PRIMARY KEY (player_id, nickname)
);
-- Gift-code sends counted per address and per player (not one bucket for the whole event).
CREATE INDEX giftcode_attempts_by_ip ON giftcode_attempts (event_id, client_ip, tried_at DESC) WHERE client_ip IS NOT NULL;
