import type { TestProject } from 'vitest/node';
import { startCluster } from '../../../scripts/lib/cluster.mjs';
import { startWithBrowser } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Each instance's own address, behind the balancer (baseUrl), in HAProxy's order: app1, app2. */
    instanceUrls: string[];
    instancePids: number[];
  }
}

/**
 * `make test-cluster`: the journeys' context (baseUrl, dataDir, databaseUri, browserEndpoint) with baseUrl
 * the balancer in front of two instances on one database, and the instances themselves for the cluster tests.
 */
export default async function setup(project: TestProject) {
  const { target: cluster, browser } = await startWithBrowser(
    startCluster({ instances: 2, logLevel: process.env.E2E_LOG_LEVEL }),
  );
  console.log(
    `Cluster: ${cluster.balancerUrl} over ${cluster.instances.map((i) => i.url).join(', ')}; files: ${cluster.fileStore}`,
  );
  project.provide('baseUrl', cluster.balancerUrl);
  // The first instance seeded the administrator, so its secrets directory holds the credentials.
  project.provide('dataDir', cluster.instances[0].dataDir);
  project.provide('databaseUri', cluster.databaseUri);
  project.provide('browserEndpoint', browser.wsEndpoint());
  project.provide(
    'instanceUrls',
    cluster.instances.map((instance) => instance.url),
  );
  project.provide(
    'instancePids',
    cluster.instances.map((instance) => instance.pid ?? 0),
  );
  return async () => {
    await Promise.all([cluster.stop(), browser.close()]);
  };
}
