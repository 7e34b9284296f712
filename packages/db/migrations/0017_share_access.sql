-- What anyone with a shared link may do: "view" (their ticks stay in their browser) or "tick" (stored for everyone).
ALTER TABLE "checklists" ADD COLUMN "share_access" text DEFAULT 'view' NOT NULL;