ALTER TABLE "withdrawal_requests" ALTER COLUMN "survey_reason" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ALTER COLUMN "survey_rating" DROP NOT NULL;