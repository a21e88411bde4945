-- The personal (recovery) address as last proven (issue 27). Existing addresses stay unproven (null): nobody can
-- tell an address the academy wrote from one typed with a stolen session, so until the student saves it again
-- with the current password (or the academy sets it) a credentials reset mails the academy address instead.
ALTER TABLE "contacts" ADD COLUMN "emailaddress2_proven" varchar(255);
