CREATE TABLE "zalo_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"access_token" text,
	"access_expires_at" timestamp with time zone,
	"refresh_token" text NOT NULL,
	"seed_hash" text NOT NULL,
	"paused_reason" text,
	"paused_at" timestamp with time zone,
	"refreshed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "zalo_tokens_one_row" CHECK ("zalo_tokens"."id" = 'oa')
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "zalo_notifications" boolean DEFAULT true NOT NULL;