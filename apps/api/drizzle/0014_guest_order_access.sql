CREATE TABLE "session_order_access" (
	"session_id" varchar(64) NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_order_access_session_id_order_id_pk" PRIMARY KEY("session_id","order_id")
);
--> statement-breakpoint
ALTER TABLE "session_order_access" ADD CONSTRAINT "session_order_access_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_order_access" ADD CONSTRAINT "session_order_access_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_order_access_order_idx" ON "session_order_access" USING btree ("order_id");