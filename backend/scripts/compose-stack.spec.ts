import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';

/**
 * No Docker engine runs where the tests do, so `docker compose config` cannot check the cluster stack:
 * this reads it as compose would (anchors and merge keys resolved) and checks what the stack promises.
 */
const ROOT = path.resolve(__dirname, '..', '..');

interface Service {
  image?: string;
  build?: unknown;
  command?: string[] | string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }> | string[];
  volumes?: string[];
  ports?: string[];
  healthcheck?: { test: string[] };
}

interface ComposeFile {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

const compose = load(readFileSync(path.join(ROOT, 'docker-compose.cluster.yml'), 'utf8')) as ComposeFile;
const { services } = compose;
const haproxy = readFileSync(path.join(ROOT, 'deploy', 'haproxy.cfg'), 'utf8');
const dependencies = (service: Service) =>
  Array.isArray(service.depends_on) ? service.depends_on : Object.keys(service.depends_on ?? {});

describe('docker-compose.cluster.yml', () => {
  it('names only services, files and volumes that exist', () => {
    for (const service of Object.values(services)) {
      expect(service.image ?? service.build).toBeDefined();
      for (const dependency of dependencies(service)) expect(Object.keys(services)).toContain(dependency);
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0];
        if (source.startsWith('.')) expect(existsSync(path.join(ROOT, source))).toBe(true);
        else expect(Object.keys(compose.volumes ?? {})).toContain(source);
      }
    }
  });

  it('runs a three-member replica set, made one by a job the apps wait for', () => {
    const members = ['mongo1', 'mongo2', 'mongo3'];
    for (const member of members) {
      expect(services[member].command).toEqual(expect.arrayContaining(['--replSet', 'rs0']));
      expect(services[member].healthcheck).toBeDefined();
    }
    expect(dependencies(services['mongo-init'])).toEqual(members);
    const script = readFileSync(path.join(ROOT, 'deploy', 'mongo-init-replica-set.js'), 'utf8');
    for (const member of members) expect(script).toContain(`'${member}:27017'`);
    expect(services.app1.environment?.MONGODB_URI).toContain('replicaSet=rs0');
  });

  it('runs two app instances on the shared database and object store, with the same keys', () => {
    for (const app of ['app1', 'app2']) {
      const service = services[app];
      expect(service.build).toBe('.');
      expect(service.depends_on).toMatchObject({
        'mongo-init': { condition: 'service_completed_successfully' },
        's3-init': { condition: 'service_completed_successfully' },
      });
      expect(service.environment).toMatchObject({ FILE_STORE: 's3', TRUST_PROXY: 'true' });
      for (const name of [
        'S3_BUCKET',
        'S3_REGION',
        'S3_ENDPOINT',
        'S3_FORCE_PATH_STYLE',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
        'ENCRYPTION_KEY',
        'SANDBOX_SIGNING_SECRET',
      ])
        expect(service.environment?.[name]).toBeDefined();
      expect(service.healthcheck?.test.join(' ')).toContain('/api/v1/health');
      // Only the balancer is published.
      expect(service.ports).toBeUndefined();
    }
    expect(services.s3.image).toMatch(/versitygw|minio/);
    expect(services.app1.environment?.S3_ENDPOINT).toContain('http://s3:');
  });

  it('balances round robin over both instances by their health checks, without stickiness', () => {
    expect(services.haproxy.ports).toEqual(['${PORT:-8080}:8080']);
    expect(services.haproxy.volumes).toContain('./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    expect(haproxy).toMatch(/^\s*balance roundrobin$/m);
    expect(haproxy).toMatch(/^\s*option httpchk GET \/api\/v1\/health$/m);
    expect(haproxy).toMatch(/^\s*server app1 app1:3000 check$/m);
    expect(haproxy).toMatch(/^\s*server app2 app2:3000 check$/m);
    expect(haproxy).not.toMatch(/^\s*(cookie|stick|balance source|hash-type)/m);
  });
});
