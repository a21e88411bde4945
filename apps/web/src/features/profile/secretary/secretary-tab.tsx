import type { ProfileTabProps } from '../profile-tab-props';

// Issue 13 work in progress: replaced by its sub-area's real tab.
export function SecretaryTab({ contactCode }: ProfileTabProps) {
  return <p data-contact={contactCode} />;
}
