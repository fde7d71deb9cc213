-- Issue 23: the organisation logo the /share page shows (a storage key under org/{id}/branding/;
-- null when the organisation has none). Hand-written.
ALTER TABLE "organizations" ADD COLUMN "logo_key" text;
