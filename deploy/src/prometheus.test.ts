import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';

// The alert rules are run by Debian's promtool (installed by `pnpm test`): checked, then
// unit-tested against the series in alerts.test.yml (each alert fires, and stays silent).
const folder = path.resolve(__dirname, '../prometheus');
const promtool = async (...args: string[]) => {
  try {
    return await promisify(execFile)('promtool', args, { cwd: folder, encoding: 'utf8' });
  } catch (error) {
    const { code, stdout, stderr } = error as { code?: string | number; stdout?: string; stderr?: string };
    if (code === 'ENOENT') throw new Error("promtool is missing: install Debian's prometheus package (pnpm test does) and run again.");
    throw new Error(`promtool ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`);
  }
};

type Rule = { alert: string; annotations: { summary: string; runbook: string } };
const rules: Rule[] = parse(readFileSync(path.join(folder, 'alerts.yml'), 'utf8')).groups.flatMap((group: { rules: Rule[] }) => group.rules);
const readme = readFileSync(path.resolve(__dirname, '../README.md'), 'utf8');

describe('the Prometheus alert rules', () => {
  it('pass promtool check rules', async () => {
    expect((await promtool('check', 'rules', 'alerts.yml')).stdout).toContain(`SUCCESS: ${rules.length} rules found`);
  });

  it('pass their unit tests: every alert fires on its failure and stays silent otherwise', async () => {
    expect((await promtool('test', 'rules', 'alerts.test.yml')).stdout).toContain('SUCCESS');
    const tested = readFileSync(path.join(folder, 'alerts.test.yml'), 'utf8');
    for (const { alert } of rules) expect(tested).toContain(`alertname: ${alert}`);
  });

  it('each have a summary and a runbook paragraph in deploy/README.md', () => {
    for (const { alert, annotations } of rules) {
      expect(annotations.summary).not.toBe('');
      expect(annotations.runbook).toBe(`deploy/README.md#${alert.toLowerCase()}`);
      expect(readme).toMatch(new RegExp(`^#### ${alert}$`, 'm'));
    }
  });
});
