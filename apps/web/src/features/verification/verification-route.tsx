// Issue 13 work in progress: replaced by the public document verification page.
export function VerificationRoute() {
  return <main />;
}
