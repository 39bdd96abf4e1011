ALTER TABLE "image_generation_requests" ADD COLUMN "raw_image_key" text;--> statement-breakpoint
ALTER TABLE "image_generation_requests" ADD COLUMN "recovered_grid" jsonb;