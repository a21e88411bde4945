// The back office's texts (issue 31): only its lazily loaded screens and the server read them, so they are not part of
// `texts` (which the web's first load carries through @campus/contract/plain) but of this object, exported by the
// contract's main entry only. The menu's entry stays in `texts.backOffice`.
import { backOfficeTexts, pagerTexts } from './texts/back-office';
import { backOfficeInvitationsTexts } from './texts/back-office-invitations';
import { backOfficeImportTexts } from './texts/back-office-import';
import { backOfficeFormationsTexts } from './texts/back-office-formations';
import { backOfficeApiKeysTexts } from './texts/back-office-api-keys';
import { backOfficePeopleTexts } from './texts/back-office-people';
import { backOfficeDeskTexts } from './texts/back-office-desk';
import { auditAcademyTexts } from './texts/audit-academy';

export const academyTexts = {
  backOffice: backOfficeTexts,
  pager: pagerTexts,
  backOfficeInvitations: backOfficeInvitationsTexts,
  backOfficeImport: backOfficeImportTexts,
  backOfficeFormations: backOfficeFormationsTexts,
  backOfficeApiKeys: backOfficeApiKeysTexts,
  backOfficePeople: backOfficePeopleTexts,
  backOfficeDesk: backOfficeDeskTexts,
  auditAcademy: auditAcademyTexts,
} as const;
