DROP INDEX "pixel_arts_owner_idx";--> statement-breakpoint
DROP INDEX "pixel_arts_public_created_idx";--> statement-breakpoint
CREATE INDEX "pixel_arts_owner_created_idx" ON "pixel_arts" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "pixel_arts_public_updated_idx" ON "pixel_arts" USING btree ("updated_at","id") WHERE "pixel_arts"."is_public" and not "pixel_arts"."is_quick_draw";--> statement-breakpoint
CREATE INDEX "pixel_arts_public_title_idx" ON "pixel_arts" USING btree ("title","id") WHERE "pixel_arts"."is_public" and not "pixel_arts"."is_quick_draw";--> statement-breakpoint
CREATE INDEX "pixel_arts_public_created_idx" ON "pixel_arts" USING btree ("created_at","id") WHERE "pixel_arts"."is_public" and not "pixel_arts"."is_quick_draw";