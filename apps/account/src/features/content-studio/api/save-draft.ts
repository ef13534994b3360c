import { api, isApiError } from '@wtm/api-client';
import { validateEntry, type ContentDraft, type ContentSection, type DraftConflict } from '@wtm/contract/content';

export type SaveOutcome =
  | { kind: 'saved'; draft: ContentDraft }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'conflict'; theirs: ContentDraft }
  | { kind: 'failed' };

/** The API names a field `value.plans[2].prices.INR`; the form names it without `value.`. */
const fieldErrors = (errors: Record<string, string>) => Object.fromEntries(Object.entries(errors).map(([name, message]) => [name.replace(/^value\.?/, ''), message]));

/**
 * Saves an entry's draft: checked here first by its content type (the same schema the API
 * runs, so most mistakes need no request), then by the API, whose 400 and 409 are outcomes.
 */
export async function saveDraft(section: ContentSection, entry: string, value: Record<string, unknown>, revision: number): Promise<SaveOutcome> {
  const checked = validateEntry(section, entry, value);
  if (!checked.ok) return { kind: 'invalid', errors: checked.errors as Record<string, string> };
  try {
    return { kind: 'saved', draft: await api.saveContentDraft(section, entry, { value: checked.value, revision }) };
  } catch (error) {
    if (isApiError(error) && error.status === 409) return { kind: 'conflict', theirs: (error.body as DraftConflict).theirs };
    if (isApiError(error) && error.status === 400) {
      const errors = (error.body as { errors?: Record<string, string> } | undefined)?.errors;
      return { kind: 'invalid', errors: errors ? fieldErrors(errors) : { '': error.message } };
    }
    return { kind: 'failed' };
  }
}
