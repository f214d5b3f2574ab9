-- Hand-written: the extensions and the text search configuration the generated search column needs.
-- unaccent() is not IMMUTABLE, so accents are folded by a dictionary inside the configuration instead.
-- Extensions go to public explicitly so tables in another schema (isolated tests) share them.
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION sermon_en (COPY = english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION sermon_en ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, english_stem;
