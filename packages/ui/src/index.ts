// Public surface of @wtm/ui. Apps import only from here, never from inner files.

// Theme
export { theme, type Theme, type Breakpoint, type SpaceToken } from './theme/theme.ts';
export { contrastRatio } from './theme/contrast.ts';
export { GlobalStyle } from './theme/global-style.ts';
export { UiProvider, type UiProviderProps } from './theme/ui-provider.tsx';
export { prefersReducedMotion, usePrefersReducedMotion } from './hooks/use-prefers-reduced-motion.ts';

// Layout
export { Container, type ContainerProps } from './layout/container.tsx';
export { Stack, type StackProps, type LayoutElement } from './layout/stack.tsx';
export { Grid, type GridProps, type ResponsiveColumns } from './layout/grid.tsx';
export { Heading, type HeadingProps, type HeadingLevel, type HeadingSize } from './layout/heading.tsx';
export { Section, type SectionProps } from './layout/section.tsx';
export { VisuallyHidden } from './layout/visually-hidden.tsx';
export { SkipLink, type SkipLinkProps } from './layout/skip-link.tsx';
export { PageMeta, type PageMetaProps } from './layout/page-meta.tsx';

// Header, footer and links
export { SiteHeaderBar, type SiteHeaderBarProps } from './navigation/site-header-bar.tsx';
export { NavLinkItem, type NavLinkItemProps } from './navigation/nav-link-item.tsx';
export { DropdownMenu, type DropdownMenuProps } from './navigation/dropdown-menu.tsx';
export { SiteFooter, type SiteFooterProps } from './navigation/site-footer.tsx';
export { FooterColumns, FooterColumn, type FooterColumnsProps, type FooterColumnProps } from './navigation/footer-columns.tsx';
export { BackToTop, type BackToTopProps } from './navigation/back-to-top.tsx';
export { SocialLinks, type SocialLinksProps, type SocialLink } from './navigation/social-links.tsx';
export { SectionNav, type SectionNavProps, type SectionNavLink, type SectionNavTone } from './navigation/section-nav.tsx';
export { TargetLink, type LinkTarget } from './navigation/link-target.tsx';

// Buttons
export { Button, type ButtonProps, type ButtonAppearanceProps } from './button/button.tsx';
export {
  ButtonLink,
  ExternalButtonLink,
  type ButtonLinkProps,
  type ExternalButtonLinkProps,
} from './button/button-link.tsx';
export { ActionLink, type ActionLinkProps } from './button/action-link.tsx';
export { buttonStyles, type ButtonVariant, type ButtonSize } from './button/button-styles.ts';

// Feedback
export { Alert, type AlertProps, type AlertKind } from './feedback/alert.tsx';
export { ProgressBar, type ProgressBarProps } from './feedback/progress-bar.tsx';
export { StatusMessage, type StatusMessageProps } from './feedback/status-message.tsx';

// Forms
export type { FieldBaseProps } from './forms/field-parts.tsx';
export { TextField, PasswordField, type TextFieldProps, type PasswordFieldProps } from './forms/text-field.tsx';
export { TextAreaField, type TextAreaFieldProps } from './forms/text-area-field.tsx';
export { focusFirstInvalid } from './forms/focus-first-invalid.ts';
export { SelectField, type SelectFieldProps, type SelectOption } from './forms/select-field.tsx';
export { FieldGrid } from './forms/field-grid.tsx';
export { CheckboxField, type CheckboxFieldProps } from './forms/checkbox-field.tsx';

// Marketing blocks
export { Carousel, type CarouselProps, type CarouselSlide } from './marketing/carousel.tsx';
export { Tabs, type TabsProps, type TabItem } from './marketing/tabs.tsx';
export { PricingCard, type PricingCardProps } from './marketing/pricing-card.tsx';
export { FeatureList, FeatureGroup, type FeatureListProps, type FeatureGroupProps } from './marketing/feature-list.tsx';
export { Testimonial, type TestimonialProps } from './marketing/testimonial.tsx';
export { TestimonialSection, type TestimonialSectionProps, type TestimonialQuote } from './marketing/testimonial-section.tsx';
export { CallToActionBox, type CallToActionBoxProps } from './marketing/call-to-action-box.tsx';
export { InfoBox, type InfoBoxProps } from './marketing/info-box.tsx';
export { HeroBand, type HeroBandProps } from './marketing/hero-band.tsx';
export { Illustration, type IllustrationProps, type IllustrationSource } from './marketing/illustration.tsx';
