// An entry's edits not yet saved, kept in this browser (localStorage) from each change until
// a save takes them: a lost connection, a failed save or a closed tab loses nothing.
interface Unsaved {
  value: Record<string, unknown>;
  /** The draft revision the edits started from. */
  revision: number;
}

const keyOf = (section: string, entry: string) => `wtm.content-studio.unsaved.${section}.${entry}`;

export function keepUnsaved(section: string, entry: string, unsaved: Unsaved): void {
  try {
    localStorage.setItem(keyOf(section, entry), JSON.stringify(unsaved));
  } catch {
    // Storage full or refused (a private window): the autosave is the only copy.
  }
}

export function unsavedOf(section: string, entry: string): Unsaved | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(keyOf(section, entry)) ?? 'null') as Partial<Unsaved> | null;
    return kept !== null && typeof kept.value === 'object' && kept.value !== null && typeof kept.revision === 'number' ? (kept as Unsaved) : undefined;
  } catch {
    return undefined;
  }
}

export function forgetUnsaved(section: string, entry: string): void {
  try {
    localStorage.removeItem(keyOf(section, entry));
  } catch {
    // Nothing kept.
  }
}
