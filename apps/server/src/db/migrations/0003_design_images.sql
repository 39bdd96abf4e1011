CREATE TABLE "pixel_art_images" (
	"pixel_art_id" integer PRIMARY KEY NOT NULL,
	"png_data" text NOT NULL,
	"trimmed_png_data" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pixel_art_images" ADD CONSTRAINT "pixel_art_images_pixel_art_id_pixel_arts_id_fk" FOREIGN KEY ("pixel_art_id") REFERENCES "public"."pixel_arts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Existing designs keep their images.
INSERT INTO "pixel_art_images" ("pixel_art_id", "png_data", "trimmed_png_data") SELECT "id", "png_data", "trimmed_png_data" FROM "pixel_arts";--> statement-breakpoint
ALTER TABLE "pixel_arts" DROP COLUMN "png_data";--> statement-breakpoint
ALTER TABLE "pixel_arts" DROP COLUMN "trimmed_png_data";