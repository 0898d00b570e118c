-- Keep each chunk's tsvector in its heap row (storage MAIN: compressed if
-- that helps, moved out of line only when the row would pass ~8kB). With the
-- default EXTENDED storage a row holding a long vector pushes the tsvector into
-- the TOAST table, and keyword search then fetches it from there for every
-- candidate it tests. Rows written from now on follow; older rows move when
-- their source is indexed again.
ALTER TABLE "chunks" ALTER COLUMN "tsv" SET STORAGE MAIN;
