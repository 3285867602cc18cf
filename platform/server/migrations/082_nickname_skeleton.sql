-- Nickname confusables (issue 46; the rule: docs/platform.md "Nicknames"). Two nicknames with the
-- same skeleton are the same name under one operator: case folded, then each digit that reads as a
-- letter folded to it (0→o 1→l 2→z 3→e 4→a 5→s 6→g 7→t 8→b 9→q) and i folded to l, so "F0x718"
-- is "Fox718" and "Ace1" is "AceI". Enforced by the database, whichever handler writes the name.
CREATE OR REPLACE FUNCTION nickname_skeleton(nickname text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT translate(lower(nickname), '0123456789i', 'olzeasgtbql') $$;
CREATE UNIQUE INDEX IF NOT EXISTS players_nickname_skeleton
  ON players (api_id, nickname_skeleton(nickname)) WHERE nickname IS NOT NULL;
