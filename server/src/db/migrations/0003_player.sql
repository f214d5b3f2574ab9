ALTER TABLE "sermons" ADD COLUMN "translation_group" text;--> statement-breakpoint
CREATE INDEX "sermon_media_storage_key_idx" ON "sermon_media" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "sermons_translation_group_idx" ON "sermons" USING btree ("translation_group");