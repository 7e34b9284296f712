CREATE TABLE "template_stats" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"event" smallint NOT NULL,
	"type" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "template_stats" ADD CONSTRAINT "template_stats_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "template_stats_template_idx" ON "template_stats" USING btree ("template_id","type","event");