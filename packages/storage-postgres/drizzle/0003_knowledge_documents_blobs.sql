CREATE TABLE "blobs" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "blobs_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "needs_ocr" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "summary" text;--> statement-breakpoint
ALTER TABLE "blobs" ADD CONSTRAINT "blobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blobs" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;--> statement-breakpoint
UPDATE "documents" SET "processing_status" = CASE "processing_status" WHEN 'pending' THEN 'queued' WHEN 'done' THEN 'ready' ELSE "processing_status" END;
