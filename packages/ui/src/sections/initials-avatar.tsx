import styled from 'styled-components';

// In @wtm/ui/sections (bundled): only the product sections' testimonials show it.

/** The first letters of the first and last word of a name: "Priya Raghavan" → "PR". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

// Colours of the brand palette, each with white text at a contrast of 4.5:1 or more.
const tones = ['#0b5cad', '#1d6b36', '#7a3e9d', '#a3201d', '#17324d', '#8a5300'] as const;

/** Picks a tone from the name, so one person always gets the same colour. */
function toneOf(name: string): string {
  let sum = 0;
  for (const char of name) sum = (sum + char.charCodeAt(0)) % 997;
  return tones[sum % tones.length] ?? tones[0];
}

const Circle = styled.span<{ $tone: string }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  background: ${({ $tone }) => $tone};
  color: #fff;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.02em;
`;

/** A round badge with a person's initials, decorative: the name is written beside it. */
export function InitialsAvatar({ name }: { name: string }) {
  return (
    <Circle $tone={toneOf(name)} aria-hidden="true">
      {initialsOf(name)}
    </Circle>
  );
}

/** `TestimonialSection`'s `renderAvatar` of the product sections: every person's initials. */
export const renderInitials = (name: string) => <InitialsAvatar name={name} />;
