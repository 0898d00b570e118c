ALTER TABLE "documents" ADD COLUMN "processing_error_code" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "processing_error_params" jsonb;