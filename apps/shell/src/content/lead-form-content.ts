// The words every lead form (the sales enquiry, a webinar sign-up) says alike.

export const leadFormContent = {
  requiredNote: 'Fields marked * are required.',
  fields: {
    name: { label: 'Name', autoComplete: 'name' },
    company: { label: 'Company', autoComplete: 'organization' },
    email: { label: 'Email', autoComplete: 'email' },
    /** The honeypot: hidden from people and screen readers, so only bots fill it. */
    website: { label: 'Website' },
  },
  /** The proof-of-work check, shown once an answer asks for it (decision 0026); each form says what its hint says. */
  challenge: {
    label: 'Verification',
    loadFailed: 'The verification could not be loaded. Check your connection and reload the page.',
  },
};
