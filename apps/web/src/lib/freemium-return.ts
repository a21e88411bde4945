import { parseFreemiumState } from '@campus/contract';

/**
 * True when /login carries a freemium return (a provider's `code` with a `freemium:…` state, a provider's
 * refusal, or a lead's `leadid` + `groupId`): the freemium feature exchanges it, and the regular sign-in
 * (auth feature) must leave it alone. Both read it, hence it lives here.
 */
export function isFreemiumReturn(searchParams: URLSearchParams): boolean {
  if (parseFreemiumState(searchParams.get('state')) && (searchParams.has('code') || searchParams.has('error'))) return true;
  return Boolean(searchParams.get('leadid')?.trim() && searchParams.get('groupId')?.trim());
}
