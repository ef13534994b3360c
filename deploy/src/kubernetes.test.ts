import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

// The example manifests cannot be applied here (no cluster): they are parsed, and what
// they promise is checked against each other, the image and the README.
type Manifest = { kind: string; metadata: { name: string; labels?: Record<string, string> }; spec?: any; data?: Record<string, string>; stringData?: Record<string, string> };

const root = path.resolve(__dirname, '../..');
const folder = path.join(root, 'deploy/kubernetes');
const manifests: Manifest[] = readdirSync(folder)
  .filter((file) => file.endsWith('.yaml'))
  .flatMap((file) =>
    parseAllDocuments(readFileSync(path.join(folder, file), 'utf8')).map((document) => {
      if (document.errors.length > 0) throw new Error(`${file}: ${document.errors.map((error) => error.message).join('; ')}`);
      return document.toJS() as Manifest;
    }),
  );
const byKind = (kind: string) => manifests.find((manifest) => manifest.kind === kind)!;
const deployment = byKind('Deployment');
const container = deployment.spec.template.spec.containers[0];
const config = byKind('ConfigMap').data!;
const secret = byKind('Secret').stringData!;

describe('the Kubernetes manifests', () => {
  it('are a Deployment, Service, PodDisruptionBudget, migration Job, ConfigMap and Secret', () => {
    expect(manifests.map((manifest) => manifest.kind).sort()).toEqual(['ConfigMap', 'Deployment', 'Job', 'PodDisruptionBudget', 'Secret', 'Service']);
  });

  it('route the Service and the disruption budget to the Deployment’s pods', () => {
    const labels = deployment.spec.template.metadata.labels;
    expect(deployment.spec.selector.matchLabels).toEqual(labels);
    expect(byKind('Service').spec.selector).toEqual(labels);
    expect(byKind('PodDisruptionBudget').spec.selector.matchLabels).toEqual(labels);
    expect(byKind('Service').spec.ports[0].targetPort).toBe(container.ports[0].name);
  });

  it('probe /readyz for traffic and /healthz for life, and let an instance drain before it is killed', () => {
    expect(container.readinessProbe.httpGet.path).toBe('/readyz');
    expect(container.livenessProbe.httpGet.path).toBe('/healthz');
    expect(container.lifecycle.preStop.exec.command).toEqual(['sleep', expect.stringMatching(/^\d+$/)]);
    const stopping = Number(container.lifecycle.preStop.exec.command[1]) * 1000 + Number(config.DRAIN_DELAY_MS) + Number(config.SHUTDOWN_GRACE_MS);
    expect(deployment.spec.template.spec.terminationGracePeriodSeconds * 1000).toBeGreaterThan(stopping);
    expect(deployment.spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
  });

  it('give every instance the same hand-off secret from the Secret, and PostgreSQL with a bucket for releases', () => {
    expect(Object.keys(secret)).toEqual(expect.arrayContaining(['HANDOFF_SECRET', 'DATABASE_URL']));
    expect(config.HANDOFF_SECRET).toBeUndefined();
    expect(secret.DATABASE_URL).toMatch(/^postgres:\/\//);
    expect(config.RELEASE_STORE_URL).toMatch(/^s3:\/\//);
    expect(container.envFrom.map((source: Record<string, { name: string }>) => Object.values(source)[0]!.name).sort()).toEqual(['portal-config', 'portal-secrets']);
  });

  it('name only variables the README documents', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8') + readFileSync(path.join(root, 'apps/api/README.md'), 'utf8');
    for (const name of [...Object.keys(config), ...Object.keys(secret)].filter((name) => !name.startsWith('AWS_'))) {
      expect(readme).toContain(`\`${name}\``);
    }
  });

  it('migrate with the same image and a command of this repository', () => {
    const job = byKind('Job').spec.template.spec.containers[0];
    expect(job.image).toBe(container.image);
    expect(existsSync(path.join(root, job.command[1]))).toBe(true);
  });
});
