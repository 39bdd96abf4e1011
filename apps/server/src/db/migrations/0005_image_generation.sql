CREATE TABLE "image_generation_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"session_key" text,
	"client_ip" text NOT NULL,
	"prompt" text NOT NULL,
	"reference_image_key" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"processed_png_data" text,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "image_generation_requests" ADD CONSTRAINT "image_generation_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "image_generation_owner_idx" ON "image_generation_requests" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "image_generation_session_idx" ON "image_generation_requests" USING btree ("session_key","created_at");--> statement-breakpoint
CREATE INDEX "image_generation_ip_idx" ON "image_generation_requests" USING btree ("client_ip","created_at");--> statement-breakpoint
CREATE INDEX "image_generation_queue_idx" ON "image_generation_requests" USING btree ("status","created_at");