import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface FakeBuildOptions {
  name?: string;
  exposes?: string[];
  publicPath?: string;
  /** Leave the container entry out, as a broken build would. */
  withoutEntry?: boolean;
  sharedSingleton?: boolean;
}

/** A folder shaped like a remote's webpack build: mf-manifest.json, remoteEntry.js, one chunk. */
export async function fakeBuild(root: string, label: string, options: FakeBuildOptions = {}): Promise<string> {
  const { name = 'books', exposes = ['./routes'], publicPath = 'auto', withoutEntry = false, sharedSingleton = true } = options;
  const dist = path.join(root, `dist-${label}`);
  await mkdir(dist, { recursive: true });
  const manifest = {
    id: name,
    name,
    metaData: {
      name,
      publicPath,
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      buildInfo: { buildVersion: '0.1.0', buildName: `@wtm/${name}` },
    },
    shared: [{ name: 'react', version: '19.3.1', singleton: sharedSingleton, requiredVersion: '^19.0.0', assets: { js: { sync: ['react.js'], async: [] } } }],
    remotes: [],
    exposes: exposes.map((expose) => ({ name: expose.slice(2), path: expose, assets: { js: { sync: [`expose.${label}.js`], async: [] } } })),
  };
  await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  if (!withoutEntry) await writeFile(path.join(dist, 'remoteEntry.js'), `/* ${label} */`);
  await writeFile(path.join(dist, `expose.${label}.js`), `/* routes ${label} */`);
  await writeFile(path.join(dist, 'react.js'), '/* react */');
  return dist;
}
