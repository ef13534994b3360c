/** A section's files could not be loaded (as opposed to its code failing as it rendered). */
export class SectionLoadError extends Error {
  override readonly name = 'SectionLoadError';
}
