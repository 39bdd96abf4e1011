CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"sku_id" integer,
	"pixel_art_product_id" integer,
	"quantity" integer NOT NULL,
	"price_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"snipcart_token" text,
	"total_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "orders_snipcart_token_unique" UNIQUE("snipcart_token")
);
--> statement-breakpoint
CREATE TABLE "pixel_art_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"art_id" integer NOT NULL,
	"product_color_id" integer NOT NULL,
	"placement_x" numeric(6, 4) NOT NULL,
	"placement_y" numeric(6, 4) NOT NULL,
	"stitch_size" numeric(4, 2) NOT NULL,
	"scale_factor" smallint DEFAULT 1 NOT NULL,
	"times_ordered" integer DEFAULT 0 NOT NULL,
	"times_added_to_cart" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pixel_art_products_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "pixel_art_products_values_unique" UNIQUE("art_id","product_color_id","placement_x","placement_y","stitch_size","scale_factor")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"pixel_art_product_id" integer NOT NULL,
	"stars" smallint NOT NULL,
	"fit" smallint DEFAULT 1 NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"image_key" text,
	"public_consent" boolean DEFAULT false NOT NULL,
	"alias" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_order_product_unique" UNIQUE("order_id","pixel_art_product_id")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_pixel_art_product_id_pixel_art_products_id_fk" FOREIGN KEY ("pixel_art_product_id") REFERENCES "public"."pixel_art_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pixel_art_products" ADD CONSTRAINT "pixel_art_products_art_id_pixel_arts_id_fk" FOREIGN KEY ("art_id") REFERENCES "public"."pixel_arts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pixel_art_products" ADD CONSTRAINT "pixel_art_products_product_color_id_product_colors_id_fk" FOREIGN KEY ("product_color_id") REFERENCES "public"."product_colors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_pixel_art_product_id_pixel_art_products_id_fk" FOREIGN KEY ("pixel_art_product_id") REFERENCES "public"."pixel_art_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("pixel_art_product_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "pixel_art_products_popular_idx" ON "pixel_art_products" USING btree ("times_ordered","times_added_to_cart","created_at","id");--> statement-breakpoint
CREATE INDEX "pixel_art_products_color_idx" ON "pixel_art_products" USING btree ("product_color_id");--> statement-breakpoint
CREATE INDEX "reviews_public_created_idx" ON "reviews" USING btree ("created_at","id") WHERE "reviews"."public_consent";--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("pixel_art_product_id");