DROP INDEX "checklists_user_updated_idx";--> statement-breakpoint
CREATE INDEX "checklists_user_updated_idx" ON "checklists" USING btree ("user_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);