-- Log retention per source (issue 46): each report remembers the address key it came from (an IPv4
-- address, or an IPv6 /64), so one network's flood evicts its own oldest reports, never everyone's.
ALTER TABLE frontend_logs ADD COLUMN IF NOT EXISTS source text NOT NULL DEFAULT '';
CREATE INDEX IF NOT EXISTS frontend_logs_by_source ON frontend_logs (source, id);
