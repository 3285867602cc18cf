-- Install guide (§2, §8): an operator's download link can be withdrawn ("no longer available").
ALTER TABLE operators ADD COLUMN download_expires_at timestamptz;
