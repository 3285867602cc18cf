-- News, banners and promotions per language (§2), and games switched off per operator (§7).
-- `texts` maps a language (en, th, zh-CN … as the marquee table) to { "title", "summary", "content" };
-- the English `title`/`summary` columns stay the fallback.
ALTER TABLE promotions ADD COLUMN texts jsonb NOT NULL DEFAULT '{}';
ALTER TABLE banners ADD COLUMN titles jsonb NOT NULL DEFAULT '{}';
ALTER TABLE banners ADD COLUMN sort integer NOT NULL DEFAULT 0;
ALTER TABLE operators ADD COLUMN switched_off_games integer[] NOT NULL DEFAULT '{}';
