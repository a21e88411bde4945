import type { ProfileTabProps } from '../profile-tab-props';

// Issue 13 work in progress: replaced by the privacy and security tab.
export function PrivacyTab({ contactCode }: ProfileTabProps) {
  return <p data-contact={contactCode} />;
}
