CREATE TABLE "memory_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"retention" jsonb NOT NULL,
	"importance_floor" integer NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "entities" ADD COLUMN "relationship_to_user" text;--> statement-breakpoint
ALTER TABLE "entities" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "entities" ADD COLUMN "last_mentioned_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "memories" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "memories" ADD COLUMN "source" jsonb;--> statement-breakpoint
ALTER TABLE "memories" ADD COLUMN "occurred_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "memories" ADD COLUMN "occurred_precision" text;--> statement-breakpoint
ALTER TABLE "memories" ADD COLUMN "valid_from" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "memories" ADD COLUMN "valid_to" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "memories" ADD COLUMN "superseded_by" uuid;--> statement-breakpoint
ALTER TABLE "memories" ADD COLUMN "triple" jsonb;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "recurrence" jsonb;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "memory_id" uuid;--> statement-breakpoint
ALTER TABLE "memory_settings" ADD CONSTRAINT "memory_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memories_user_occurred_idx" ON "memories" USING btree ("user_id","occurred_at");