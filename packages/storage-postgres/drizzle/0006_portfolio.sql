CREATE TABLE "portfolio_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"currency" text NOT NULL,
	"active" boolean NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_activities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"asset_id" uuid,
	"type" text NOT NULL,
	"date" date NOT NULL,
	"quantity" numeric,
	"unit_price" numeric,
	"amount" numeric,
	"fee" numeric NOT NULL,
	"currency" text NOT NULL,
	"fx_rate" numeric,
	"note" text,
	"import_key" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_assets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"name" text NOT NULL,
	"asset_class" text,
	"sector" text,
	"region" text,
	"currency" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_fx_rates" (
	"user_id" uuid NOT NULL,
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"date" date NOT NULL,
	"rate" numeric NOT NULL,
	CONSTRAINT "portfolio_fx_rates_user_id_base_quote_date_pk" PRIMARY KEY("user_id","base","quote","date")
);
--> statement-breakpoint
CREATE TABLE "portfolio_goals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"target_amount" numeric NOT NULL,
	"deadline" date,
	"account_ids" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_import_profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"delimiter" text NOT NULL,
	"number_format" text NOT NULL,
	"date_format" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_quotes" (
	"user_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"date" date NOT NULL,
	"close" numeric NOT NULL,
	CONSTRAINT "portfolio_quotes_user_id_asset_id_date_pk" PRIMARY KEY("user_id","asset_id","date")
);
--> statement-breakpoint
CREATE TABLE "portfolio_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"base_currency" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portfolio_accounts" ADD CONSTRAINT "portfolio_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_activities" ADD CONSTRAINT "portfolio_activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_activities" ADD CONSTRAINT "portfolio_activities_account_id_portfolio_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."portfolio_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_activities" ADD CONSTRAINT "portfolio_activities_asset_id_portfolio_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."portfolio_assets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_assets" ADD CONSTRAINT "portfolio_assets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_fx_rates" ADD CONSTRAINT "portfolio_fx_rates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_goals" ADD CONSTRAINT "portfolio_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_import_profiles" ADD CONSTRAINT "portfolio_import_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_quotes" ADD CONSTRAINT "portfolio_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_quotes" ADD CONSTRAINT "portfolio_quotes_asset_id_portfolio_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."portfolio_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_settings" ADD CONSTRAINT "portfolio_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_accounts_user" ON "portfolio_accounts" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "portfolio_activities_user_date" ON "portfolio_activities" USING btree ("user_id","date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_activities_user_import_key" ON "portfolio_activities" USING btree ("user_id","import_key");--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_assets_user_symbol" ON "portfolio_assets" USING btree ("user_id","symbol");--> statement-breakpoint
CREATE INDEX "portfolio_goals_user" ON "portfolio_goals" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_import_profiles_user_name" ON "portfolio_import_profiles" USING btree ("user_id","name");