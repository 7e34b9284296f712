CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"seed_key" text,
	"name" text NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"quote" text NOT NULL,
	"rating" smallint DEFAULT 5 NOT NULL,
	"photo" text,
	"is_example" boolean DEFAULT false NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"order_by" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_seed_key_unique" UNIQUE("seed_key")
);
