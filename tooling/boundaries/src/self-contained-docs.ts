// The repository's docs and comments are a map of the repository: they point at nothing a
// reader of it cannot open. No document outside it, and no spec section or issue number
// (those stay in commit messages); a decision record may name the spec section of the rule
// it adopts, and bench reports are measurement history, so both are exempt.
// Run by `pnpm lint` (this workspace's lint); `node src/self-contained-docs.ts` alone also works.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Folders whose files may name what the rest may not. */
export const exemptFolders = ['docs/decisions/', 'bench/reports/'] as const;

/**
 * Texts the running code shows or writes (OpenAPI summaries, the bench's report lines): a
 * change to them is a change of behaviour, not of a comment, so they are allowed as they are.
 */
export const runtimeTexts = [
  'The input breaks a rule of spec §5:',
  'The calls of the WTM customer portal (spec §7 and the issues after it).',
  'Set a new password (legacy GET of spec §7; prefer the POST)',
  'The mixed load (since issue 26)',
  'holds the two ratios issue 26 retired',
] as const;

// Spelt in pieces so that this file does not name what it forbids.
const outsideReference = new RegExp(
  ['ARCHITECTURE' + '\\.md', '\\.\\./' + 'shared\\b', 'spec' + ' §', '\\b[Ii]ssues? ' + '#?[0-9]+'].join('|'),
);

export type OutsideReference = { file: string; line: number; text: string };

/** Every line of `text` (the file `file`) that points outside the repository. */
export function outsideReferencesIn(file: string, text: string): OutsideReference[] {
  if (exemptFolders.some((folder) => file.startsWith(folder))) return [];
  const found: OutsideReference[] = [];
  text.split('\n').forEach((line, index) => {
    const rest = runtimeTexts.reduce((kept, allowed) => kept.replace(allowed, ''), line);
    if (outsideReference.test(rest)) found.push({ file, line: index + 1, text: line.trim() });
  });
  return found;
}

/** The references in every file git tracks under `root` (binary files are skipped). */
export function outsideReferencesOfRepository(root: string): OutsideReference[] {
  const listed = spawnSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  return listed.stdout
    .split('\0')
    .filter((file) => file !== '')
    .flatMap((file) => {
      let text: string;
      try {
        text = readFileSync(path.join(root, file), 'utf8');
      } catch {
        return []; // listed but not in the working tree (deleted, not yet committed)
      }
      return text.includes('\0') ? [] : outsideReferencesIn(file, text);
    });
}

if (import.meta.main) {
  const root = path.resolve(import.meta.dirname, '../../..');
  const found = outsideReferencesOfRepository(root);
  for (const { file, line, text } of found) console.error(`${file}:${line}: ${text}`);
  if (found.length > 0) {
    console.error(
      `\n${found.length} line(s) point outside the repository. Say the rule in the project's own words, ` +
        'link the decision record in docs/decisions that covers it, and keep issue numbers in commit messages.',
    );
    process.exit(1);
  }
}
