/** What the profile route gives each tab: the contact whose profile is open (always the signed-in person's own). */
export interface ProfileTabProps {
  contactCode: string;
}
