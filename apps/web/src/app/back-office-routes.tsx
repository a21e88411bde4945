import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { routePatterns } from '../lib/routes';

// The back office's screens (issue 31), each a chunk of its own; this table is itself loaded only under /gestion.
const NotFoundRoute = lazy(() => import('./screens/not-found-route').then((module) => ({ default: module.NotFoundRoute })));
const PeopleRoute = lazy(() => import('../features/people/people-route').then((module) => ({ default: module.PeopleRoute })));
const PersonRoute = lazy(() => import('../features/people/person-route').then((module) => ({ default: module.PersonRoute })));
const BackOfficeFormationsRoute = lazy(() => import('../features/academy-formations/formations-route').then((module) => ({ default: module.FormationsRoute })));
const BackOfficeFormationRoute = lazy(() => import('../features/academy-formations/formation-route').then((module) => ({ default: module.FormationRoute })));
const BackOfficeGroupRoute = lazy(() => import('../features/academy-formations/group-route').then((module) => ({ default: module.GroupRoute })));
const ImportsRoute = lazy(() => import('../features/imports/imports-route').then((module) => ({ default: module.ImportsRoute })));
const ApiKeysRoute = lazy(() => import('../features/api-keys/api-keys-route').then((module) => ({ default: module.ApiKeysRoute })));
const BackOfficeHomeRoute = lazy(() => import('../features/back-office/back-office-home-route').then((module) => ({ default: module.BackOfficeHomeRoute })));
const WithdrawalDeskRoute = lazy(() => import('../features/withdrawal-desk/withdrawal-desk-route').then((module) => ({ default: module.WithdrawalDeskRoute })));
const AuditLogRoute = lazy(() => import('../features/audit-log/audit-log-route').then((module) => ({ default: module.AuditLogRoute })));

/** A back-office path relative to /gestion, for the routes below (the address table keeps absolute paths). */
const below = (pattern: string) => pattern.slice(routePatterns.backOffice.length + 1);

/** The back office's routes under /gestion/* (the spec's /gestion/notificaciones and /gestion/incidencias stay in the router). */
export function BackOfficeRoutes() {
  return (
    <Routes>
      <Route index element={<BackOfficeHomeRoute />} />
      <Route path={below(routePatterns.backOfficePeople)} element={<PeopleRoute />} />
      <Route path={below(routePatterns.backOfficePerson)} element={<PersonRoute />} />
      <Route path={below(routePatterns.backOfficeFormations)} element={<BackOfficeFormationsRoute />} />
      <Route path={below(routePatterns.backOfficeFormation)} element={<BackOfficeFormationRoute />} />
      <Route path={below(routePatterns.backOfficeGroup)} element={<BackOfficeGroupRoute />} />
      <Route path={below(routePatterns.backOfficeWithdrawals)} element={<WithdrawalDeskRoute />} />
      <Route path={below(routePatterns.backOfficeImports)} element={<ImportsRoute />} />
      <Route path={below(routePatterns.backOfficeApiKeys)} element={<ApiKeysRoute />} />
      <Route path={below(routePatterns.backOfficeAudit)} element={<AuditLogRoute />} />
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
