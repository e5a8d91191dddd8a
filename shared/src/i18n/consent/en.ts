// The consents of the registration form, word for word. What a parent ticks is recorded with the
// version of its wording and the SHA-256 of its exact text (public.consent_texts holds the same
// texts; supabase/tests/registration-consents.test.ts checks that they agree). Changing a text
// here means a new version: add it to consent_texts in a new migration and raise its number in
// CONSENT_VERSIONS (shared/src/registration.ts). Never edit a wording in place.

export const consentEn = {
  child_data:
    'I consent to the academy processing my child’s personal data given in this form (name, date of birth, position, shirt size and the people authorised to collect them) and my own contact details, to manage this registration, the activity and our communications about it. I can withdraw this consent at any time; the registration then ends.',
  health_data:
    'I explicitly consent to the academy processing the health data I give about my child (allergies and medication), only so that the coaches can look after my child during the activity. These data are erased automatically after the activity ends.',
  photos_website:
    'I consent to photos and videos in which my child can be recognised being published on the academy’s website. I can withdraw this consent at any time.',
  photos_social:
    'I consent to photos and videos in which my child can be recognised being published on the academy’s social media accounts. I can withdraw this consent at any time.',
  guardian:
    'I declare that I am the parent or legal guardian of each child registered with this form and that I may give these consents on their behalf.',
} as const;
