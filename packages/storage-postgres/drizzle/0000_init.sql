-- Written by hand ahead of drizzle-kit's output: the extensions and the text
-- search configurations the tables below depend on. Extensions go to the
-- public schema so that every schema of the database shares one copy.
CREATE EXTENSION IF NOT EXISTS vector WITH SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;--> statement-breakpoint
-- English and Portuguese stemming with accents folded first, so "coração",
-- "coracao" and "corações" meet, as do "running" and "runs".
CREATE TEXT SEARCH CONFIGURATION lifeos_english (COPY = pg_catalog.english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION lifeos_english ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, english_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION lifeos_portuguese (COPY = pg_catalog.portuguese);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION lifeos_portuguese ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, hword, hword_part, word WITH public.unaccent, portuguese_stem;--> statement-breakpoint
CREATE TABLE "api_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"last_used_at" timestamp (3) with time zone,
	"revoked_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"base_url" text,
	"chat_model" text,
	"embedding_model" text,
	"api_key_ciphertext" text,
	"time_zone" text,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"time_zone" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"thread_id" uuid NOT NULL,
	"run_id" uuid,
	"role" text NOT NULL,
	"content" jsonb NOT NULL,
	"status" text NOT NULL,
	"usage" jsonb,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"thread_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"status" text NOT NULL,
	"model" text NOT NULL,
	"started_at" timestamp (3) with time zone NOT NULL,
	"finished_at" timestamp (3) with time zone,
	"error" jsonb,
	"usage" jsonb
);
--> statement-breakpoint
CREATE TABLE "threads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"title_source" text NOT NULL,
	"pinned" boolean NOT NULL,
	"tags" jsonb NOT NULL,
	"config" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entry_analytics" (
	"entry_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"emotions" jsonb NOT NULL,
	"happiness" double precision NOT NULL,
	"valence" double precision NOT NULL,
	"arousal" double precision NOT NULL,
	"stress" double precision NOT NULL,
	"energy" double precision NOT NULL,
	"events" jsonb NOT NULL,
	"confidence" double precision NOT NULL,
	"method" text NOT NULL,
	"model" text,
	"analyzed_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"title" text,
	"content" text NOT NULL,
	"content_hash" text NOT NULL,
	"source" text NOT NULL,
	"source_ref" text,
	"processing_status" text NOT NULL,
	"processing_attempts" integer NOT NULL,
	"processing_error" text,
	"processed_hash" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_summaries" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"narrative" text NOT NULL,
	"positive_drivers" jsonb NOT NULL,
	"negative_drivers" jsonb NOT NULL,
	"top_events" jsonb NOT NULL,
	"happiness_average" double precision,
	"happiness_interval" jsonb,
	"entry_count" integer NOT NULL,
	"method" text NOT NULL,
	"source_hash" text NOT NULL,
	"generated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "journal_summaries_user_id_kind_period_pk" PRIMARY KEY("user_id","kind","period")
);
--> statement-breakpoint
CREATE TABLE "chunks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"ordinal" integer NOT NULL,
	"text" text NOT NULL,
	"start_offset" integer NOT NULL,
	"end_offset" integer NOT NULL,
	"date" date,
	"page_start" integer,
	"page_end" integer,
	"token_count" integer NOT NULL,
	"embedding_model" text,
	"dims" smallint,
	"embedding" vector,
	"created_at" timestamp (3) with time zone NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('lifeos_english'::regconfig, "text") || to_tsvector('lifeos_portuguese'::regconfig, "text")) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"byte_size" bigint NOT NULL,
	"page_count" integer,
	"content_hash" text NOT NULL,
	"processing_status" text NOT NULL,
	"processing_error" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"aliases" jsonb NOT NULL,
	"relationships" jsonb NOT NULL,
	"mention_count" integer NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"content" text NOT NULL,
	"summary" text NOT NULL,
	"type" text NOT NULL,
	"context" text NOT NULL,
	"importance" integer NOT NULL,
	"entities" jsonb NOT NULL,
	"sentiment" double precision NOT NULL,
	"access_count" integer NOT NULL,
	"last_accessed_at" timestamp (3) with time zone,
	"source_thread_id" uuid,
	"archived" boolean NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memory_summaries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"context" text NOT NULL,
	"content" text NOT NULL,
	"memory_ids" jsonb NOT NULL,
	"period_start" timestamp (3) with time zone NOT NULL,
	"period_end" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"text" text NOT NULL,
	"due_at" timestamp (3) with time zone NOT NULL,
	"status" text NOT NULL,
	"source_thread_id" uuid,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_analytics" ADD CONSTRAINT "entry_analytics_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_analytics" ADD CONSTRAINT "entry_analytics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_summaries" ADD CONSTRAINT "journal_summaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chunks" ADD CONSTRAINT "chunks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entities" ADD CONSTRAINT "entities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memories" ADD CONSTRAINT "memories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_summaries" ADD CONSTRAINT "memory_summaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_hash_unique" ON "api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "api_tokens_user_idx" ON "api_tokens" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "messages_thread_order_idx" ON "messages" USING btree ("thread_id","created_at","id");--> statement-breakpoint
CREATE INDEX "runs_thread_order_idx" ON "runs" USING btree ("thread_id","started_at","id");--> statement-breakpoint
CREATE INDEX "threads_user_order_idx" ON "threads" USING btree ("user_id","pinned" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "entry_analytics_user_date_idx" ON "entry_analytics" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "journal_entries_user_date_idx" ON "journal_entries" USING btree ("user_id","date","created_at","id");--> statement-breakpoint
CREATE INDEX "journal_entries_user_hash_idx" ON "journal_entries" USING btree ("user_id","content_hash");--> statement-breakpoint
CREATE INDEX "journal_entries_user_source_ref_idx" ON "journal_entries" USING btree ("user_id","source_ref");--> statement-breakpoint
CREATE INDEX "journal_entries_user_processing_idx" ON "journal_entries" USING btree ("user_id","processing_status","date");--> statement-breakpoint
CREATE UNIQUE INDEX "chunks_source_ordinal_unique" ON "chunks" USING btree ("user_id","source","source_id","ordinal");--> statement-breakpoint
CREATE INDEX "chunks_user_date_idx" ON "chunks" USING btree ("user_id","source","date","source_id","ordinal");--> statement-breakpoint
CREATE INDEX "chunks_user_model_idx" ON "chunks" USING btree ("user_id","source","embedding_model");--> statement-breakpoint
CREATE INDEX "chunks_tsv_idx" ON "chunks" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "chunks_embedding_100_idx" ON "chunks" USING hnsw (("embedding"::vector(100)) vector_cosine_ops) WHERE "dims" = 100;--> statement-breakpoint
CREATE INDEX "chunks_embedding_256_idx" ON "chunks" USING hnsw (("embedding"::vector(256)) vector_cosine_ops) WHERE "dims" = 256;--> statement-breakpoint
CREATE INDEX "chunks_embedding_384_idx" ON "chunks" USING hnsw (("embedding"::vector(384)) vector_cosine_ops) WHERE "dims" = 384;--> statement-breakpoint
CREATE INDEX "chunks_embedding_512_idx" ON "chunks" USING hnsw (("embedding"::vector(512)) vector_cosine_ops) WHERE "dims" = 512;--> statement-breakpoint
CREATE INDEX "chunks_embedding_768_idx" ON "chunks" USING hnsw (("embedding"::vector(768)) vector_cosine_ops) WHERE "dims" = 768;--> statement-breakpoint
CREATE INDEX "chunks_embedding_1024_idx" ON "chunks" USING hnsw (("embedding"::vector(1024)) vector_cosine_ops) WHERE "dims" = 1024;--> statement-breakpoint
CREATE INDEX "chunks_embedding_1536_idx" ON "chunks" USING hnsw (("embedding"::vector(1536)) vector_cosine_ops) WHERE "dims" = 1536;--> statement-breakpoint
CREATE INDEX "chunks_embedding_3072_idx" ON "chunks" USING hnsw (("embedding"::halfvec(3072)) halfvec_cosine_ops) WHERE "dims" = 3072;--> statement-breakpoint
CREATE INDEX "documents_user_order_idx" ON "documents" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "entities_user_name_unique" ON "entities" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "memories_user_order_idx" ON "memories" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "memory_summaries_user_order_idx" ON "memory_summaries" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reminders_user_due_idx" ON "reminders" USING btree ("user_id","due_at","id");