-- Rate-limit counters are short-lived and every rate-limited request writes one: an unlogged table writes no WAL, so
-- those commits do not wait for a WAL flush (a hot counter row is released about 5 times sooner under load). After a
-- crash PostgreSQL empties the table, which only starts every window afresh (docs/reliability.md, "Rate limits").
ALTER TABLE "RateLimit" SET UNLOGGED;
