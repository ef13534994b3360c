// @wtm/ui/sections: pieces of the product sections that no first visit to Home needs
// (the currency switch of the pricing pages, the notice under the forms). Not a shared
// module: an app that imports it bundles these few hundred bytes, so the shared @wtm/ui
// that every first visit downloads stays as small as it was (decision 0033). They take
// the shared components by the package's name, never by an inner path.
export { CurrencyTabs, currencyOrder, type CurrencyTabsProps, type Currency } from './currency-tabs.tsx';
export { LegalNotice, type LegalNoticeProps } from './legal-notice.tsx';
export { InitialsAvatar, initialsOf, renderInitials } from './initials-avatar.tsx';
export { FeatureIcon } from './feature-icon.tsx';
export { TruncatedText, type TruncatedTextProps } from './truncated-text.tsx';
export { ScriptedFieldset, useHydrated, needsJavaScriptNote, type ScriptedFieldsetProps } from './scripted-fieldset.tsx';
