// node packages/contract/src/content/seed-cli.ts <module exporting `contentSeed`> <dist dir>
// Run by a section's build after webpack: checks the section's bundled content with its
// schemas (a seed they refuse fails the build, naming the field) and writes it, with the
// JSON Schema of the section's entries, beside the build: content-seed.json seeds the
// store's first content version, content-schema.json is what a release checks the live
// content against (docs/decisions/0044).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { toJsonSchema } from '../json-schema.ts';
import { isContentSection, sectionEntriesSchema, validateSectionEntries, type SectionContentDocument } from './content-sections.ts';

const [seedModule, distDir] = process.argv.slice(2);
if (!seedModule || !distDir) {
  process.stderr.write('Usage: seed-cli.ts <content seed module> <dist dir>\n');
  process.exit(2);
}
const { contentSeed } = (await import(pathToFileURL(path.resolve(seedModule)).href)) as { contentSeed: SectionContentDocument };
if (!isContentSection(contentSeed.section)) throw new Error(`${seedModule}: ${String(contentSeed.section)} is no section`);
const checked = validateSectionEntries(contentSeed.section, contentSeed.entries);
if (!checked.ok) {
  const [field, message] = Object.entries(checked.errors)[0]!;
  process.stderr.write(`${seedModule}: the ${contentSeed.section} content is refused by its schema: ${field}: ${message}\n`);
  process.exit(1);
}
await writeFile(path.join(distDir, 'content-seed.json'), `${JSON.stringify({ section: contentSeed.section, entries: checked.value }, null, 2)}\n`);
await writeFile(path.join(distDir, 'content-schema.json'), `${JSON.stringify(toJsonSchema(sectionEntriesSchema(contentSeed.section)), null, 2)}\n`);
process.stdout.write(`Wrote the ${contentSeed.section} content seed and schema to ${distDir}\n`);
