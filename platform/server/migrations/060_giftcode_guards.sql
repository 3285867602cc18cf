-- Gift codes one client cannot drain (issue 27): the address a send came from, so the platform
-- can cap the codes one network receives per event. `email` now holds the mailbox key (lower
-- case, no +tag, no dots where the provider ignores them): one code per mailbox, not per spelling.
ALTER TABLE giftcode_claims ADD COLUMN client_ip text;
ALTER TABLE giftcode_attempts ADD COLUMN client_ip text;
CREATE INDEX giftcode_claims_by_ip ON giftcode_claims (event_id, client_ip, sent_at DESC) WHERE client_ip IS NOT NULL;
CREATE INDEX giftcode_attempts_by_event ON giftcode_attempts (event_id, tried_at DESC);
CREATE INDEX frontend_logs_by_age ON frontend_logs (received_at);
