-- `users.entries_count` counts the entries others can read: entries operators hid leave it.
-- Recount (written to match `recountEntriesCount` of the entries repository).
UPDATE "users" u SET "entries_count" = c.n
FROM (SELECT x."user_id", count(e."entry_id")::int AS n
      FROM "users" x
      LEFT JOIN "entries" e ON e."user_id" = x."user_id" AND e."deleted_at" IS NULL
                             AND e."hidden_at" IS NULL
      GROUP BY x."user_id") c
WHERE u."user_id" = c."user_id" AND u."entries_count" <> c.n;
