/**
 * The public site's UI strings in English: the source catalog. Spanish and Russian are written
 * `satisfies SiteMessages`, so a missing or extra key fails the type check. The texts of the
 * original site are kept to the letter. `{name}` marks a value filled in at run time
 * by the site's `format()`; no string here depends on a plural.
 */
export const siteEn = {
  // The frame
  loadingMenu: 'Loading menu...',
  loading: 'Loading...',
  notFound: '404 Not Found',
  notFoundText: 'The page you are looking for does not exist or has moved. Try the menu or go back home.',
  backToMain: 'Back to Main Page',
  joinUs: 'Join Us',
  skipToContent: 'Skip to main content',
  mainNavigation: 'Main navigation',
  footerNavigation: 'Footer navigation',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  languageSwitcher: 'Choose language',
  homeLinkLabel: '{name}, home page',
  academyName: 'SierraMar Football Academy',
  // Shown when the site is deployed without its API address or public key.
  configError:
    'The site is not configured: set SUPABASE_URL and SUPABASE_ANON_KEY for the site server, or VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY when building it. See the README section "Configuration".',
  loadFailed: 'The site could not load its menu. Check your connection and reload the page.',
  reload: 'Reload',

  // Footer
  contactHeading: 'Contact',
  followHeading: 'Follow us',
  phoneLabel: 'Phone',
  emailLabel: 'Email',
  officeAddress: 'Office address',
  socialVideo: 'Our video channel',
  socialShortVideo: 'Our short videos',
  socialPhoto: 'Our photos',
  socialNetwork: 'Our social network page',
  copyright: '© {year} {company}. All rights reserved.',
  opensInNewTab: '(opens in a new tab)',

  // Home
  collaborators: 'Collaborators',
  playWithUs: 'Play with us',
  galleryPrevious: 'Scroll the gallery left',
  galleryNext: 'Scroll the gallery right',
  galleryHint: 'Drag, or use the arrows, to see more photos.',
  latestNews: 'Latest news',

  // News
  loadingNews: 'Loading news...',
  noNews: 'No news available at the moment.',
  moreNews: 'More news',
  viewAllNews: 'View All News',
  nextArticle: 'Next Article',
  articleNotFound: 'Article not found',
  articleNotFoundText: 'This article does not exist or is no longer published. See all our news instead.',

  // Team
  coachingStaff: 'Coaching staff',
  licence: 'Licence',

  // Subscriptions
  loadingSubscriptions: 'Loading subscriptions...',
  programmesTitle: 'Our programmes',
  programmeAges: 'Ages',
  programmeSchedule: 'When and where',
  noSubscriptions: 'No subscriptions available',
  noCards: 'No cards available',
  perMonth: '/ month',
  perHour: '/ hour',
  perSession: 'per session',
  perWeek: '/ week',

  // Contacts
  mapHeading: 'Find us',
  mapNotice:
    'The map is provided by a third-party service. It loads only when you ask for it, and then that service receives your IP address.',
  showMap: 'Show the map',
  openMapInNewTab: 'Open the map in a new tab',
  mapTitle: 'Map showing the academy office',

  // Camps
  writeEmail: 'Email',
  writeWhatsApp: 'WhatsApp',

  // Campus
  nextCampusBanner: 'The next campus starts on {date}',
  noCampusData: 'No campus data available',
  campusLoadFailed: 'Failed to load campus information',
  noCampusInfo: 'No campus information available',
  chooseRole: 'Role',
  chooseType: 'Type',
  rolePlayer: 'PLAYER',
  roleGoalkeeper: 'GOALKEEPER',
  typeInternal: 'INTERNAL',
  typeExternal: 'EXTERNAL',
  extrasHeading: 'Extras',
  discountLabel: '{percent}% off',
  campusSiblingDiscount:
    'The second and every further child registered in the same form (applied to the amounts due)',
  campusEarlyBird: 'Early-bird price {price} until {date}',
  register: 'Register',
  campusWhatsAppText: 'Hello! I would like to register for the campus: {role}, {type}.',
  campusQuestionsTitle: 'Questions about the campus?',
  campusQuestionsText: 'Write to us on WhatsApp or by e-mail: we answer in English, Spanish and Russian.',
  campusEmailSubject: 'Summer campus',

  // The site cannot answer at all (the site server could not reach the database).
  serviceUnavailable: 'The site is temporarily unavailable. Please try again in a moment.',

  // Cookie consent (LSSI-CE art. 22.2)
  consentTitle: 'Cookies and third-party content',
  consentText:
    'This site stores only what it needs to work. If you accept, it also loads content from other services, such as the map on the Contacts page, which then receive your IP address. You can change your choice at any time under “Cookie settings”.',
  consentPolicyLink: 'Read the cookie policy',
  consentAccept: 'Accept',
  consentReject: 'Reject',
  consentClose: 'Close',
  consentCurrentAccepted: 'Your current choice: third-party content accepted.',
  consentCurrentRejected: 'Your current choice: third-party content rejected.',
  cookieSettings: 'Cookie settings',
  familyAccount: 'Family account',

  // Legal notice (LSSI-CE art. 10)
  legalNoticeTitle: 'Legal notice',
  legalNoticeDescription:
    'Owner, tax ID, registered address and registry entry of {owner}, the owner of this website.',
  legalNoticeIntro:
    'In compliance with Article 10 of Spanish Law 34/2002 on Information Society Services and Electronic Commerce (LSSI-CE), these are the details of the owner of this website.',
  legalOwner: 'Owner',
  legalTaxId: 'Tax ID (NIF)',
  legalAddress: 'Registered address',
  legalRegistry: 'Registry entry',
  legalEmail: 'Contact e-mail',
  legalNotGiven: 'Not given yet',
  legalUseTitle: 'Use of this website',
  legalUseText:
    'This website informs families about the academy’s programmes, camps, campus and news. Using it is free and creates no contract; a place is only booked once the academy confirms it in writing.',
  legalIpTitle: 'Intellectual property',
  legalIpText:
    'The texts, images, logos and design of this website belong to {owner} or are used with their owners’ permission. They may not be copied or published elsewhere without written consent.',
  legalLawTitle: 'Applicable law',
  legalLawText:
    'This notice is governed by Spanish law. Any dispute is settled by the courts that the law designates, which for consumers are those of their place of residence.',

  // Default page description for search engines and link previews (a page's own text wins).
  siteDescription: 'Football academy on the Costa del Sol for children and teenagers from every country.',
  // Preview before publishing (staff only)
  previewLabel: 'Preview',
  previewBarLabel: 'Preview: how the site will show this page',
  previewDraft: 'Draft: visitors do not see this article.',
  previewArchived: 'Archived: visitors do not see this article.',
  previewScheduled: 'Scheduled: visitors see this article from {date}.',
  previewPublished: 'Published: visitors see this article.',
  previewSaved: 'The saved version: the page as visitors see it now.',
  previewUnsaved: 'With the editor’s unsaved changes: visitors do not see them until they are saved.',
  previewEditorClosed: 'The editor was closed: this is the saved version.',
  previewLoading: 'Loading the preview...',
  previewUnavailable: 'Preview not available',
  previewUnavailableText:
    'Previews can only be seen by the academy’s staff, signed in to the back office in this browser. Nothing unpublished is shown here.',
  previewSessionEnded: 'Your back-office session has ended. Sign in again, then reload this page.',
  previewSignIn: 'Sign in to the back office',

  // Online registration (shown only while it is on)
  regPlacesLeft: '{count} places left',
  regFull: 'Full: join the waiting list',
  regOpensOn: 'Registration opens on {date}',
  regRegister: 'Register',
  regRegisterFor: 'Register for {title}',
  regRegisterOnline: 'Register online',
  regOffersHeading: 'Dates and places',
  regBornYears: 'Born {min}–{max}',
  regDates: '{start} – {end}',
  regPriceDeposit: '{price} (deposit {deposit})',
  regTitle: 'Registration',
  regIntro:
    'Register one or more children for our campus weeks, camps and trial sessions. Fields marked * are required. A full session puts the child on its waiting list.',
  regClosedTitle: 'Online registration is not open',
  regClosedText:
    'This session cannot be booked online at the moment. Write to us by WhatsApp or e-mail and we will help you.',
  regNoOffers: 'No session is open for registration at the moment.',
  regCampusChosen: 'Campus weeks for: {role}, {type}.',
  regFamilyHeading: 'Parent or guardian',
  regParentName: 'Your full name',
  regEmail: 'E-mail',
  regEmailSuggestion: 'Did you mean {email}?',
  regEmailUseSuggested: 'Use {email}',
  regEmailKeepTyped: 'Keep {email}: it is right',
  regPhone: 'Phone',
  regLanguage: 'Language of our e-mails',
  regEmergencyName: 'Emergency contact: name',
  regEmergencyPhone: 'Emergency contact: phone',
  regChildHeading: 'Child {number}',
  regChildName: 'Child’s full name',
  regDateOfBirth: 'Date of birth',
  regPosition: 'Position',
  regShirtSize: 'Shirt size',
  regChoose: 'Choose…',
  regAllergies: 'Allergies (optional)',
  regMedication: 'Medication (optional)',
  regHealthHint: 'Only what the coaches need to know. Health data needs the health consent below.',
  regCollectors: 'People authorised to collect the child',
  regCollectorsHint: 'Names, and the relationship if you like: “Ana García (aunt)”.',
  regOffersLegend: 'Sessions for this child',
  regConsentsLegend: 'Consents for this child',
  regConsentRequired: '(required)',
  regConsentHealthRequired: '(required when you give allergies or medication)',
  regConsentOptional: '(optional)',
  regAddChild: 'Add another child',
  regRemoveChild: 'Remove child {number}',
  regDeclarationLegend: 'Declaration',
  regHoneypot: 'Leave this field empty',
  regSubmit: 'Send the registration',
  regErrorSummary: 'Please check these fields:',
  regAnswerTitle: 'Thank you: your registration is in',
  regAnswerIntro: 'We have sent you an e-mail with these details.',
  regAnswerPayHeading: 'What to pay and how',
  regAnswerDueNow: 'To pay now: {amount}',
  regAnswerTotal: 'Total for the places taken: {amount}',
  regAnswerReference: 'Write this reference on the transfer: {reference}',
  regAnswerHolder: 'Account holder',
  regAnswerIban: 'IBAN',
  regAnswerBic: 'BIC',
  regAnswerBizum: 'Bizum',
  regAnswerAllPaid: 'Everything due for now is paid: thank you.',
  regAnswerNothingDue: 'Nothing to pay for now: we will write to you when a place is free.',
  regAnswerMissingTitle: 'No registration to show',
  regAnswerMissing:
    'This page shows the answer right after a registration is sent. The e-mail we sent you has every detail.',
  regManageTitle: 'Your registration',
  regManageChild: 'Child',
  regManageOffer: 'Session',
  regManageStatus: 'Status',
  regManagePhotos: 'Photos: website {website}, social media {social}',
  regYes: 'yes',
  regNo: 'no',
  regManageCancelHeading: 'Cancel this registration',
  regManageCancelConfirm: 'Yes, I want to cancel this registration',
  regManageCancelButton: 'Cancel the registration',
  regManageWithdrawHeading: 'Withdraw photo consent',
  regManageWithdrawText:
    'Photos and videos in which your child can be recognised will no longer be published on our website or social media.',
  regManageWithdrawConfirm: 'Yes, I withdraw my consent to photos',
  regManageWithdrawButton: 'Withdraw photo consent',
  regManageAcceptHeading: 'Accept the place offered',
  regManageAcceptText: 'The place is held for you until {date}.',
  regManageAcceptConfirm: 'Yes, I accept the place',
  regManageAcceptButton: 'Accept the place',
  regManageConfirmRequired: 'Tick the box to confirm',
  regManageDoneCancel: 'The registration is cancelled. We have sent you an e-mail.',
  regManageDoneWithdraw: 'Your consent to photos is withdrawn.',
  regManageDoneAccept: 'The place is yours. We have sent you an e-mail.',
  regManageNothing: 'Nothing can be changed online any more. Contact us if you need to.',
  enqHeading: 'Send us a message',
  enqName: 'Your name',
  enqEmail: 'E-mail',
  enqPhone: 'Phone',
  enqContactHint: 'Give an e-mail address, a phone number or both.',
  enqMessage: 'Message',
  enqSubmit: 'Send the message',
  enqThanks: 'Thank you! Your message has reached us; we will answer soon.',
} as const;

/** The shape every language's site catalog must have: the English keys, any string values. */
export type SiteMessages = { readonly [K in keyof typeof siteEn]: string };

/** A key of the site catalog. */
export type SiteMessageKey = keyof SiteMessages;
