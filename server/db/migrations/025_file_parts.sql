-- Stored files (uploaded imports, images) in parts of at most 256 KB instead of one bytea value
-- each: on the embedded database a 20 MB value was one statement that held the event loop for
-- seconds (issue 15); a part is stored or read in a few milliseconds and the loop turns between
-- parts. A file is named by its owner's id (`im_...`, `img_...`); parts are numbered from 0.
CREATE TABLE file_parts (
  file_id text NOT NULL,
  part integer NOT NULL CHECK (part >= 0),
  bytes bytea NOT NULL,
  PRIMARY KEY (file_id, part)
);
-- uploads are compressed already (xlsx) or read once; compressing parts again only costs time
ALTER TABLE file_parts ALTER COLUMN bytes SET STORAGE EXTERNAL;

INSERT INTO file_parts (file_id, part, bytes)
SELECT i.id, p.n, substring(i.file_bytes FROM p.n * 262144 + 1 FOR 262144)
  FROM imports i, generate_series(0, greatest(length(i.file_bytes) - 1, 0) / 262144) AS p(n)
 WHERE length(i.file_bytes) > 0;
INSERT INTO file_parts (file_id, part, bytes)
SELECT m.id, p.n, substring(m.bytes FROM p.n * 262144 + 1 FOR 262144)
  FROM images m, generate_series(0, (length(m.bytes) - 1) / 262144) AS p(n);

ALTER TABLE imports DROP COLUMN file_bytes;
ALTER TABLE images DROP COLUMN bytes;
