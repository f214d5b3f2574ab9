ALTER TABLE "broadcasters" ADD COLUMN "highlighted_audio_type" text;--> statement-breakpoint
ALTER TABLE "broadcasters" ADD COLUMN "legacy_password_hash" text;