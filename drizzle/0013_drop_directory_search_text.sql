DROP INDEX "health_workers_directory_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "health_workers" DROP COLUMN "search_text";