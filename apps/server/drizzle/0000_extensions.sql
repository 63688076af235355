-- Extensions used by later migrations (DESIGN.md §8: name and username search through pg_trgm).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
