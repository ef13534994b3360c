import { profileMeta } from './profile-meta.ts';

/** Copy of the Profile screen; its fields are labelled as on the Registration form (components/customer-detail-fields.tsx). */
export const profileContent = {
  ...profileMeta,
  title: 'My profile',
  /** Under the title: the address, which this page does not change. */
  intro: (email: string) => `The details we hold for ${email}.`,
  submit: 'Save changes',
  saved: 'Your profile has been saved.',
  /** A save refused with a message of its own shows that message; these are for the rest. */
  saveFailed: 'Your changes were not saved. Check your connection and try again.',
  loadFailed: 'We could not load your profile.',
  retry: 'Retry',
  back: { label: 'Back to My Account', to: '/account/home' },
  loginPath: '/login',
};
