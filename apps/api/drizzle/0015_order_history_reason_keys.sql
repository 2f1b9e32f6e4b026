ALTER TABLE "order_status_history" ADD COLUMN "reason_key" varchar(40);--> statement-breakpoint
-- The shop's own reasons were stored as Korean text until now: they become message keys, so each
-- reader gets them in their language. Only the gateway's and the expiry job's rows: a person's
-- reason stays as they wrote it, whatever it says.
UPDATE "order_status_history" SET "reason_key" = CASE "reason"
	WHEN '결제 승인' THEN 'payment_approved'
	WHEN '카드 결제 승인' THEN 'payment_approved'
	WHEN '가상계좌 발급' THEN 'virtual_account_issued'
	WHEN '결제 CANCELED' THEN 'payment_cancelled'
	WHEN '결제 ABORTED' THEN 'payment_aborted'
	WHEN '결제 EXPIRED' THEN 'payment_expired'
	WHEN '결제 기한 만료' THEN 'payment_deadline_passed'
END, "reason" = ''
WHERE "actor" IN ('gateway', 'system')
	AND "reason" IN ('결제 승인', '카드 결제 승인', '가상계좌 발급', '결제 CANCELED', '결제 ABORTED', '결제 EXPIRED', '결제 기한 만료');
