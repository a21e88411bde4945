import { constants } from '@campus/contract';
import type { AppConfig } from './config/config';
import type { DatabaseHandle } from './db/client';
import { createFileStorage } from './integrations/files/create-file-storage';
import { createFreemiumProviders } from './integrations/freemium-oauth/create-freemium-providers';
import type { IdentityProvider } from './integrations/identity/identity-provider';
import { BuiltinIdentityProvider } from './integrations/identity/builtin-identity-provider';
import { OidcIdentityProvider } from './integrations/identity/oidc-identity-provider';
import { createMailSender } from './integrations/mail/create-mail-sender';
import { createPaymentProvider } from './integrations/payments/create-payment-provider';
import { createLocalInvalidationBus, type InvalidationBus } from './lib/invalidation-bus';
import { createTableChanges } from './lib/table-changes';
import { REDIS_KEY_PREFIX, type RedisClient } from './lib/redis-client';
import { createActivitiesRepository } from './modules/activities/activities.repository';
import { createActivitiesService } from './modules/activities/activities.service';
import { createAttendanceRepository } from './modules/activities/attendance.repository';
import { createAuthRepository } from './modules/auth/auth.repository';
import { createAuthService } from './modules/auth/auth.service';
import { createCredentialsService } from './modules/auth/credentials.service';
import { createSessionCache } from './modules/auth/session-cache';
import { createCalendarRepository } from './modules/calendar/calendar.repository';
import { createCalendarService } from './modules/calendar/calendar.service';
import { createCasesRepository } from './modules/cases/cases.repository';
import { createCasesService } from './modules/cases/cases.service';
import { createChatsRepository } from './modules/chats/chats.repository';
import { createChatsService } from './modules/chats/chats.service';
import { createContactsRepository } from './modules/contacts/contacts.repository';
import { createContactsService } from './modules/contacts/contacts.service';
import { createCheckoutRepository } from './modules/checkout/checkout.repository';
import { createCheckoutService } from './modules/checkout/checkout.service';
import { createContentRepository } from './modules/content/content.repository';
import { createContentService } from './modules/content/content.service';
import { createEnrolmentsRepository } from './modules/enrolments/enrolments.repository';
import { createEnrolmentsService } from './modules/enrolments/enrolments.service';
import { createEnrolmentRecordsRepository } from './modules/enrolments/enrolment-records.repository';
import { createEnrolmentRecordsService } from './modules/enrolments/enrolment-records.service';
import { createEvaluationsRepository } from './modules/evaluations/evaluations.repository';
import { createEvaluationsService } from './modules/evaluations/evaluations.service';
import { createEventsRepository } from './modules/events/events.repository';
import { createEventsService } from './modules/events/events.service';
import { createFileSigner } from './modules/files/file-signer';
import { createFilesService } from './modules/files/files.service';
import { createFormationsRepository } from './modules/formations/formations.repository';
import { createFormationsService } from './modules/formations/formations.service';
import { createFreemiumRepository } from './modules/freemium/freemium.repository';
import { createFreemiumService } from './modules/freemium/freemium.service';
import { createDemoAccountsListing, type DemoAcademy } from './modules/auth/demo-accounts';
import { createDemoAccountsRepository } from './modules/auth/demo-accounts.repository';
import { createForcedPasswordChange } from './modules/auth/forced-password-change';
import { createIdentityService, SIGN_IN_LIMITS } from './modules/auth/identity.service';
import { createDatabaseSignInLockout, createRedisSignInLockout } from './modules/auth/sign-in-lockout';
import { createLeadsRepository } from './modules/leads/leads.repository';
import { createLeadsService } from './modules/leads/leads.service';
import { createMailContactsRepository } from './modules/mail/mail-contacts.repository';
import { createMailRepository } from './modules/mail/mail.repository';
import { createMailService } from './modules/mail/mail.service';
import { createNotificationsRepository } from './modules/notifications/notifications.repository';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createDashboardNotificationsRepository } from './modules/notifications/dashboard-notifications.repository';
import { createDashboardNotificationsService } from './modules/notifications/dashboard-notifications.service';
import { createScheduledRelease, SCHEDULED_RELEASE_POLL_MS } from './modules/notifications/scheduled-release';
import { createOnboardingRepository } from './modules/onboarding/onboarding.repository';
import { createOnboardingService } from './modules/onboarding/onboarding.service';
import { createPostsRepository } from './modules/posts/posts.repository';
import { createPostsService } from './modules/posts/posts.service';
import { createProfileRepository } from './modules/profile/profile.repository';
import { createProfileService } from './modules/profile/profile.service';
import { createProductsRepository } from './modules/products/products.repository';
import { createProductsService } from './modules/products/products.service';
import { createProgressRepository } from './modules/content/progress.repository';
import { createProgressService } from './modules/content/progress.service';
import { createRequestsRepository } from './modules/requests/requests.repository';
import { createRequestsService } from './modules/requests/requests.service';
import { createTestsSpaceService } from './modules/tests-space/tests-space.service';
import { createStatisticsRepository } from './modules/statistics/statistics.repository';
import { createStatisticsService } from './modules/statistics/statistics.service';
import { createTimelineRepository } from './modules/timeline/timeline.repository';
import { createTimelineService } from './modules/timeline/timeline.service';
import { createTeachingHomeService } from './modules/teaching/teaching-home.service';
import { createTeachingHomeRepository } from './modules/teaching/teaching-home.repository';
import { createUploadsRepository } from './modules/uploads/uploads.repository';
import { createUploadsService } from './modules/uploads/uploads.service';
import { createAccessPolicies, createAccessRepository } from './policies';
import { createRealtimeEmitter } from './realtime/emitter';
import { createCertificatesService } from './modules/secretary/certificates.service';
import { createDocumentIssuer } from './modules/secretary/document-issuer';
import { createDocumentRenderer } from './modules/secretary/pdf/render-pool';
import { createDocumentSigner } from './modules/secretary/document-signer';
import { createSecretaryRepository } from './modules/secretary/secretary.repository';
import { createSecretaryService } from './modules/secretary/secretary.service';
import { createStaffRepository } from './modules/staff/staff.repository';
import { createStaffService } from './modules/staff/staff.service';
import { createGradebookRepository } from './modules/teaching/gradebook.repository';
import { createGradebookService } from './modules/teaching/gradebook.service';
import { createAuditRepository } from './modules/audit/audit.repository';
import { createAuditService } from './modules/audit/audit.service';
import { createAuditLogRepository } from './modules/audit/audit-log.repository';
import { createBackOfficeSummaryRepository } from './modules/audit/back-office-summary.repository';
import { createBackOfficeSummaryService } from './modules/audit/back-office-summary.service';
import { createWithdrawalDeskRepository } from './modules/withdrawal-desk/withdrawal-desk.repository';
import { createWithdrawalDeskService } from './modules/withdrawal-desk/withdrawal-desk.service';
import { createInvitationsRepository } from './modules/invitations/invitations.repository';
import { createInvitationsService } from './modules/invitations/invitations.service';
import { createImportsRepository } from './modules/imports/imports.repository';
import { createImportsService } from './modules/imports/imports.service';
import { createInvitationAcceptance } from './modules/invitations/invitation-acceptance';
import { createApiKeysRepository } from './modules/api-keys/api-keys.repository';
import { createApiKeysService } from './modules/api-keys/api-keys.service';
import { createCrmEnrolmentsRepository } from './modules/api-keys/crm-enrolments.repository';
import { createCrmEnrolmentsService } from './modules/api-keys/crm-enrolments.service';
import { createPeopleRepository } from './modules/people/people.repository';
import { createPeopleService } from './modules/people/people.service';

/** The bare address of a "Name <address>" sender. */
const readAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/**
 * The services of one running app, wired once. Modules receive what they need from here instead of
 * reaching for globals, so tests build the same graph on an in-memory database.
 */
export function createAppContext(
  config: AppConfig,
  database: DatabaseHandle,
  options: { now?: () => Date; redis?: RedisClient | null; demo?: DemoAcademy | null; invalidation?: InvalidationBus } = {},
) {
  const now = options.now ?? (() => new Date());
  // Caches (formation structure, sessions…) drop entries through this bus, on every instance with REDIS_URL.
  const invalidation = options.invalidation ?? createLocalInvalidationBus();
  // The one path from a write to the caches: a write publishes its tables' changes, each cache drops what it declared.
  const changes = createTableChanges(invalidation);
  const { db } = database;
  const realtime = createRealtimeEmitter();
  const authRepository = createAuthRepository(db);
  // The contact look-ups every other module needs (sign-in, sessions, freemium, the test space) go through this service.
  const contactsService = createContactsService({ repository: createContactsRepository(db) });
  const builtinIdentity = new BuiltinIdentityProvider(authRepository, now);
  const identityProvider: IdentityProvider =
    config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET
      ? new OidcIdentityProvider({ issuer: config.OIDC_ISSUER, clientId: config.OIDC_CLIENT_ID, clientSecret: config.OIDC_CLIENT_SECRET }, builtinIdentity)
      : builtinIdentity;
  const loginRedirectUri = new URL('/login', config.PUBLIC_URL).href;
  // With REDIS_URL every instance counts failed sign-ins together; otherwise the shared database does.
  const lockoutOptions = { windowMs: SIGN_IN_LIMITS.windowMs, now };
  const signInLockout = options.redis
    ? createRedisSignInLockout(options.redis, { ...lockoutOptions, prefix: REDIS_KEY_PREFIX })
    : createDatabaseSignInLockout(authRepository, lockoutOptions);
  const onboardingService = createOnboardingService({ repository: createOnboardingRepository(db), now });
  // The session and contact rows every request reads; the profile answers from the same contact row.
  const sessionCache = createSessionCache({ repository: authRepository, contacts: contactsService, changes });
  const authService = createAuthService({
    repository: authRepository,
    contacts: contactsService,
    sessionCache,
    onboardings: onboardingService,
    identityProvider,
    loginRedirectUri,
    sessionTtlMs: config.SESSION_TTL_HOURS * 3600_000,
    postLogoutRedirectUri: new URL('/', config.PUBLIC_URL).href,
    now,
    changes,
    onSessionsRevoked: (sessionIds) => realtime.disconnectSessions(sessionIds),
  });
  const notificationsService = createNotificationsService({ repository: createNotificationsRepository(db), emitter: realtime, now, changes });
  const staffService = createStaffService({ repository: createStaffRepository(db) });
  // Scheduled notifications are sent at their time by a timer armed from the database (buildApp starts it).
  const scheduledRelease = createScheduledRelease({
    release: () => notificationsService.releaseScheduled(),
    nextDueAt: () => notificationsService.nextScheduledAt(),
    now,
    pollMs: SCHEDULED_RELEASE_POLL_MS,
    bus: invalidation,
  });
  notificationsService.onScheduled((at) => scheduledRelease.scheduled(at));
  // The one owner of attendance: the statistics and the secretary's certificates count live-class joins through it.
  const activitiesService = createActivitiesService({ repository: createActivitiesRepository(db), attendance: createAttendanceRepository(db), changes, now });
  const freemiumRepository = createFreemiumRepository(db);
  const mailSender = createMailSender(config, db, now);
  // Issue 31: the back office's audit log and invitations, which several back-office modules (and the import) use.
  const auditLogRepository = createAuditLogRepository(db);
  const auditService = createAuditService({ repository: createAuditRepository(db), logRepository: auditLogRepository, now });
  const invitationsService = createInvitationsService({
    repository: createInvitationsRepository(db),
    mail: mailSender,
    publicUrl: config.PUBLIC_URL,
    now,
  });
  // The invitation link's page: the password it sets signs the person in through the academy sign-in (a ticket).
  const invitationAcceptance = createInvitationAcceptance({
    repository: createInvitationsRepository(db),
    codes: authRepository,
    provider: builtinIdentity,
    audit: auditService,
    changes,
    loginRedirectUri,
    now,
  });
  const freemiumProviders = createFreemiumProviders(config, { store: freemiumRepository.codeStore, mail: mailSender, loginRedirectUri, now });
  // The access policies that need data (availability rules of content, files, events, progress, catalogue),
  // built once: repositories fetch the rows through this loader, the policies decide.
  const accessRepository = createAccessRepository(db, { changes });
  // The enrolments module owns the enrolment and bonus lines' reads; its holdings come from the access policies
  // (called only per request, after both exist).
  const enrolmentsService = createEnrolmentsService({
    repository: createEnrolmentsRepository(db),
    loadHoldingRows: (contactCode) => accessPolicies.loadHoldingRows(contactCode),
  });
  const enrolmentRecordsService = createEnrolmentRecordsService({
    repository: createEnrolmentRecordsRepository(db),
    loadHoldingRows: (contactCode) => accessPolicies.loadHoldingRows(contactCode),
    emitter: realtime,
    now,
    digitalBook: { password: config.DIGITAL_BOOK_PASSWORD, url: config.DIGITAL_BOOK_URL ?? null },
    changes,
  });
  const accessPolicies = createAccessPolicies({
    loader: {
      ...accessRepository,
      listActiveLines: (contactCode) => enrolmentsService.listActiveLinesWithGroups(contactCode),
      listBonusLines: (contactCode) => enrolmentsService.listBonusLines(contactCode),
    },
    holdings: accessRepository,
    now,
  });
  const fileStorage = createFileStorage(config);
  const fileSigner = createFileSigner({ secret: config.FILES_URL_SECRET, ttlSeconds: config.FILES_URL_TTL_SECONDS, now });
  // Progress counts what the tree opens and a completion answers the new progress: each asks the other only when called.
  const progressService = createProgressService(createProgressRepository(db), {
    access: accessPolicies,
    countOpenContent: (actor, group) => contentService.countOpenContent(actor, group),
  });
  const contentService = createContentService({
    repository: createContentRepository(db),
    access: accessPolicies,
    signer: fileSigner,
    now,
    measureGroupProgress: (actor, group) => progressService.measureGroupProgress(actor, group),
    // The timeline module builds on this one (its service is made below): reached when a completion is answered.
    measureTimelinePercent: (actor, group) => timelineService.measureOwnPercent(actor, group),
    emitter: realtime,
    changes,
    audit: auditService,
  });
  const paymentProvider = createPaymentProvider(config, db, now);
  // Files people upload (chat, board): chats and posts attach them through this service.
  const uploadsService = createUploadsService({ repository: createUploadsRepository(db), storage: fileStorage, access: accessPolicies, now });

  // The virtual secretary: its PDFs are stored like uploads and downloaded through their own signed addresses.
  const secretaryRepository = createSecretaryRepository(db);
  // PDFs are laid out in worker threads: a burst of certificates never blocks the requests of everyone else.
  const documentRenderer = createDocumentRenderer({ threads: config.DOCUMENT_RENDER_THREADS });
  const documentIssuer = createDocumentIssuer({
    repository: secretaryRepository,
    storage: fileStorage,
    publicUrl: config.PUBLIC_URL,
    now,
    render: (content) => documentRenderer.render(content),
  });
  const documentSigner = createDocumentSigner({ secret: config.FILES_URL_SECRET, ttlSeconds: config.FILES_URL_TTL_SECONDS, now });
  // Before the return: the credentials service renews the calendar feed on a reset.
  const calendarService = createCalendarService({
    repository: createCalendarRepository(db),
    access: accessPolicies,
    signer: fileSigner,
    now,
    publicUrl: config.PUBLIC_URL,
    changes,
  });
  const casesService = createCasesService({
    repository: createCasesRepository(db),
    notifications: notificationsService,
    emitter: realtime,
    now,
    changes,
    staff: staffService,
    audit: auditService,
  });

  const secretaryService = createSecretaryService({
    repository: secretaryRepository,
    issuer: documentIssuer,
    signer: documentSigner,
    storage: fileStorage,
    payments: paymentProvider,
    cases: casesService,
    sessions: authService,
    now,
    changes,
  });

  // Leads and freemium ask each other only per request: the lead's mail links to the trial group, the lead sign-in reads the lead.
  const leadsService = createLeadsService({
    repository: createLeadsRepository(db),
    mail: mailSender,
    loginUrl: loginRedirectUri,
    findTrialGroup: (course) => freemiumService.findTrialGroupCode(course),
    now,
  });
  const freemiumService = createFreemiumService({
    repository: freemiumRepository,
    providers: freemiumProviders,
    leads: leadsService,
    contacts: contactsService,
    auth: authService,
    loginRedirectUri,
    now,
    changes,
  });

  const timelineService = createTimelineService({
    repository: createTimelineRepository(db),
    access: accessPolicies,
    content: contentService,
    emitter: realtime,
    changes,
    now,
  });
  const context = {
    config,
    database,
    now,
    invalidation,
    changes,
    documentRenderer,
    loginRedirectUri,
    identityProvider,
    realtime,
    freemiumProviders,
    authService,
    credentialsService: createCredentialsService({
      repository: authRepository,
      contacts: contactsService,
      sessions: authService,
      changes,
      calendarFeed: { renewFeedAfterReset: (actor) => calendarService.renewFeedAfterReset(actor) },
      mail: mailSender,
      provider: identityProvider.kind,
      accountUrl: config.OIDC_ACCOUNT_URL ?? config.OIDC_ISSUER ?? null,
      loginUrl: loginRedirectUri,
      isOutboxRead: config.NODE_ENV !== 'production',
    }),
    identityService: createIdentityService({
      contacts: contactsService,
      provider: builtinIdentity,
      lockout: signInLockout,
      forcedChange: createForcedPasswordChange({ repository: authRepository, contacts: contactsService, provider: builtinIdentity, changes, now }),
    }),
    demoAccounts: createDemoAccountsListing(createDemoAccountsRepository(db), options.demo ?? null),
    contactsService,
    enrolmentsService,
    enrolmentRecordsService,
    progressService,
    fileStorage,
    fileSigner,
    accessPolicies,
    contentService,
    calendarService,
    filesService: createFilesService({ storage: fileStorage, signer: fileSigner, access: accessPolicies, sessions: authService, now }),
    productsService: createProductsService({ repository: createProductsRepository(db), access: accessPolicies }),
    postsService: createPostsService({
      repository: createPostsRepository(db),
      access: accessPolicies,
      now,
      changes,
      emitter: realtime,
      notify: (input) => notificationsService.createNotification(input),
      recordResponseActivity: (contactCode, metadata) => activitiesService.recordActivity(contactCode, constants.activityType.postResponse, metadata),
      uploads: uploadsService,
      audit: auditService,
    }),
    paymentProvider,
    checkoutService: createCheckoutService({
      repository: createCheckoutRepository(db),
      provider: paymentProvider,
      now,
      changes,
      recordCardPayment: (input) => secretaryService.recordCardPayment(input),
    }),
    notificationsService,
    staffService,
    scheduledRelease,
    dashboardNotificationsService: createDashboardNotificationsService({
      repository: createDashboardNotificationsRepository(db),
      notifications: notificationsService,
      emitter: realtime,
      now,
      staff: staffService,
      audit: auditService,
    }),
    activitiesService,
    casesService,
    secretaryService,
    certificatesService: createCertificatesService({
      repository: secretaryRepository,
      attendance: activitiesService,
      issuer: documentIssuer,
      signer: documentSigner,
      measureGroupProgress: (actor, group) => progressService.measureGroupProgress(actor, group),
      now,
    }),
    uploadsService,
    evaluationsService: createEvaluationsService({
      repository: createEvaluationsRepository(db),
      access: accessPolicies,
      uploads: uploadsService,
      activities: activitiesService,
      notify: (input) => notificationsService.createNotification(input),
      emitter: realtime,
      changes,
      now,
      audit: auditService,
    }),
    chatsService: createChatsService({
      repository: createChatsRepository(db),
      access: accessPolicies,
      uploads: uploadsService,
      notifications: notificationsService,
      activities: activitiesService,
      emitter: realtime,
      now,
    }),
    onboardingService,
    mailSender,
    mailService: createMailService({
      repository: createMailRepository(db),
      contacts: createMailContactsRepository(db),
      access: accessPolicies,
      storage: fileStorage,
      signer: fileSigner,
      sender: mailSender,
      emitter: realtime,
      outsideRecipientsPerMail: config.MAIL_OUTSIDE_RECIPIENTS_PER_MAIL,
      now,
      systemAddress: readAddress(config.MAIL_FROM),
      changes,
    }),
    leadsService,
    eventsService: createEventsService({
      repository: createEventsRepository(db),
      loadHoldingRows: (contactCode) => accessPolicies.loadHoldingRows(contactCode),
      changes,
    }),
    formationsService: createFormationsService(createFormationsRepository(db), { access: accessPolicies }),
    timelineService,
    statisticsService: createStatisticsService({
      repository: createStatisticsRepository(db),
      access: accessPolicies,
      loadHoldingRowsOf: (contactCodes) => accessPolicies.loadHoldingRowsOf(contactCodes),
      countLiveClassAttendance: (groupCode, contactCodes, from, to, options) =>
        activitiesService.countLiveClassAttendance(groupCode, contactCodes, from, to, options),
      timeline: timelineService,
      content: contentService,
      changes,
      now,
    }),
    requestsService: createRequestsService({
      repository: createRequestsRepository(db),
      access: accessPolicies,
      emitter: realtime,
      changes,
      notify: (input) => notificationsService.createNotification(input),
      now,
      audit: auditService,
    }),
    freemiumService,
    profileService: createProfileService({
      repository: createProfileRepository(db),
      storage: fileStorage,
      emitter: realtime,
      findContact: (contactCode) => sessionCache.findContact(contactCode),
      changes,
      now,
      passwordProvider: identityProvider.kind,
      mail: mailSender,
    }),
    testsSpaceService: createTestsSpaceService({
      url: config.TEST_SPACE_URL,
      issuer: new URL(config.PUBLIC_URL).origin,
      secret: config.TEST_SPACE_SECRET,
      findContact: (code) => contactsService.findContactByCode(code),
      now,
    }),
    gradebookService: createGradebookService({ repository: createGradebookRepository(db), access: accessPolicies, now }),
    auditService,
    invitationsService,
    // Issue 31 item 3: the bulk import (the back office's route, the CRM's API key and `npm run import`).
    importsService: createImportsService({
      db,
      repository: createImportsRepository(db),
      audit: auditService,
      invitations: invitationsService,
      changes,
      emitter: realtime,
      now,
    }),
    invitationAcceptance,
    apiKeysService: createApiKeysService({ repository: createApiKeysRepository(db), audit: auditService, now }),
    crmEnrolmentsService: createCrmEnrolmentsService({ repository: createCrmEnrolmentsRepository(db) }),
    // Issue 31 item 1: the back office's people (suspension ends sessions through the auth service).
    peopleService: createPeopleService({
      repository: createPeopleRepository(db),
      audit: auditService,
      invitations: invitationsService,
      sessions: authService,
      changes,
      now,
    }),
    // Issue 31 item 1: the withdrawal desk and the back office's landing.
    withdrawalDeskService: createWithdrawalDeskService({
      repository: createWithdrawalDeskRepository(db),
      audit: auditService,
      notify: (input) => notificationsService.createNotification(input),
      mail: mailSender,
      emitter: realtime,
      changes,
      now,
    }),
    backOfficeSummaryService: createBackOfficeSummaryService({ repository: createBackOfficeSummaryRepository(db), auditLog: auditLogRepository }),
  };
  return {
    ...context,
    // Issue 30 item 1: the teacher's home reads what the other modules' services already compute.
    teachingHomeService: createTeachingHomeService({
      repository: createTeachingHomeRepository(db),
      access: accessPolicies,
      statistics: context.statisticsService,
      events: context.eventsService,
      evaluations: context.evaluationsService,
      requests: context.requestsService,
      now,
    }),
  };
}

export type AppContext = ReturnType<typeof createAppContext>;
