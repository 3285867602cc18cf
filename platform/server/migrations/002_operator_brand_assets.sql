-- §1: each brand entry also names its icon and logo file.
ALTER TABLE operators ADD COLUMN icon text NOT NULL DEFAULT '';
ALTER TABLE operators ADD COLUMN logo text NOT NULL DEFAULT '';
