CREATE TABLE "ai_quota_usage" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"session_key" text,
	"client_ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_quota_usage" ADD CONSTRAINT "ai_quota_usage_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_quota_usage_owner_idx" ON "ai_quota_usage" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_quota_usage_session_idx" ON "ai_quota_usage" USING btree ("session_key","created_at");--> statement-breakpoint
CREATE INDEX "ai_quota_usage_ip_idx" ON "ai_quota_usage" USING btree ("client_ip","created_at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_resets_idx" ON "rate_limit_hits" USING btree ("resets_at");--> statement-breakpoint
-- Today's requests already count against today's quota: carry them into the ledger.
INSERT INTO "ai_quota_usage" ("owner_id", "session_key", "client_ip", "created_at")
SELECT "owner_id", "session_key", "client_ip", "created_at" FROM "image_generation_requests"
WHERE "created_at" >= now() - interval '1 day';
