CREATE TABLE "placement_regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" text DEFAULT 'Front' NOT NULL,
	"x_min" integer NOT NULL,
	"x_max" integer NOT NULL,
	"y_min" integer NOT NULL,
	"y_max" integer NOT NULL,
	"default_stitch_size" double precision DEFAULT 1.5 NOT NULL,
	"presets" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_colors" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"color_name" text NOT NULL,
	"hex_code" text NOT NULL,
	"image_url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"product_name" text NOT NULL,
	"product_type" text DEFAULT 'Other' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"weight_grams" integer NOT NULL,
	"px_per_mm" double precision NOT NULL,
	"img_width" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_color_id" integer NOT NULL,
	"size" text,
	"price_cents" integer NOT NULL,
	"in_stock" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pixel_arts" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text,
	"png_data" text NOT NULL,
	"trimmed_png_data" text NOT NULL,
	"border" boolean DEFAULT true NOT NULL,
	"border_color" text DEFAULT '#000000' NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"is_quick_draw" boolean DEFAULT false NOT NULL,
	"remix_of" integer,
	"owner_id" integer NOT NULL,
	"rows" integer NOT NULL,
	"columns" integer NOT NULL,
	"number_of_colors" integer NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"is_staff_pick" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pixel_arts_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "placement_regions" ADD CONSTRAINT "placement_regions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_colors" ADD CONSTRAINT "product_colors_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_product_color_id_product_colors_id_fk" FOREIGN KEY ("product_color_id") REFERENCES "public"."product_colors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pixel_arts" ADD CONSTRAINT "pixel_arts_remix_of_pixel_arts_id_fk" FOREIGN KEY ("remix_of") REFERENCES "public"."pixel_arts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pixel_arts" ADD CONSTRAINT "pixel_arts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "placement_regions_product_idx" ON "placement_regions" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_colors_product_idx" ON "product_colors" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_unique" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "skus_color_idx" ON "skus" USING btree ("product_color_id");--> statement-breakpoint
CREATE INDEX "pixel_arts_owner_idx" ON "pixel_arts" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "pixel_arts_public_created_idx" ON "pixel_arts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "pixel_arts"."is_public" and not "pixel_arts"."is_quick_draw";--> statement-breakpoint
CREATE INDEX "pixel_arts_title_trgm_idx" ON "pixel_arts" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);