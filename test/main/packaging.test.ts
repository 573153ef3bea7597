import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import electronViteConfig from '../../electron.vite.config';
import { APP_USER_MODEL_ID } from '../../src/main/appIdentity';
import { RECORD_EXTENSION } from '../../src/main/recordFiles';
import { ROOT } from '../support/buildRenderer';

/**
 * The packaging configuration, checked where it can be without building an installer:
 * electron-builder.yml against electron-builder's own JSON schema (the one it validates
 * with, app-builder-lib/scheme.json, with ajv as it uses it), and what the issue asks of it.
 */

const require = createRequire(import.meta.url);
const { load } = require('js-yaml') as { load: (text: string) => unknown };
type Validate = ((data: unknown) => boolean) & { errors?: unknown[] | null };
const Ajv = require('ajv') as new (options: object) => { compile(schema: object): Validate };

type Config = Record<string, unknown> & {
  electronFuses: Record<string, boolean>;
  fileAssociations: { ext: string; name: string; mimeType?: string }[];
  mac: Record<string, unknown>;
  linux: Record<string, unknown>;
};

const config = load(readFileSync(join(ROOT, 'electron-builder.yml'), 'utf8')) as Config;
const schema = JSON.parse(
  readFileSync(require.resolve('app-builder-lib/scheme.json'), 'utf8'),
) as object;
const packageJson = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  engines?: { node?: string };
};

let check: Validate | undefined;
beforeAll(() => {
  // The options electron-builder's own validator uses (schemaValidator.js). The schema is
  // large: compiling it takes seconds on a busy machine, so once.
  const ajv = new Ajv({ allErrors: true, verbose: false, coerceTypes: true, strict: false });
  check = ajv.compile(schema);
}, 120_000);

function validate(candidate: unknown): unknown[] {
  if (!check) throw new Error('the schema did not compile');
  return check(structuredClone(candidate)) ? [] : (check.errors ?? ['invalid']);
}

describe('electron-builder.yml', () => {
  it("matches electron-builder's configuration schema", () => {
    expect(validate(config)).toEqual([]);
  });

  it('is really checked: a misspelt or unknown option fails the schema', () => {
    expect(
      validate({ ...config, electronFuses: { ...config.electronFuses, runAsnode: false } }),
    ).not.toEqual([]);
    expect(validate({ ...config, artifactNme: 'x' })).not.toEqual([]);
    expect(validate({ ...config, mac: { ...config.mac, hardenedRuntime: 'maybe' } })).not.toEqual(
      [],
    );
  });

  it('writes out every fuse the schema knows, each locked down', () => {
    const fuseOptions = Object.keys(
      (schema as { definitions: { FuseOptionsV1: { properties: object } } }).definitions
        .FuseOptionsV1.properties,
    );
    expect(Object.keys(config.electronFuses).sort()).toEqual(fuseOptions.sort());
    expect(fuseOptions).toHaveLength(9);
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      loadBrowserProcessSpecificV8Snapshot: false,
      grantFileProtocolExtraPrivileges: false,
      resetAdHocDarwinSignature: true,
    });
  });

  it('names the architecture in every artifact', () => {
    const names = Object.values(config).flatMap((section) =>
      section && typeof section === 'object' && 'artifactName' in section
        ? [String((section as { artifactName: unknown }).artifactName)]
        : [],
    );
    expect(names.length).toBeGreaterThanOrEqual(4);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: electron-builder's macro
    for (const name of names) expect(name).toContain('${arch}');
  });

  it('publishes nothing, and ad-hoc signs macOS builds without a certificate', () => {
    expect(config).toHaveProperty('publish', null);
    expect(config.mac.identity).toBe('-');
    expect(config.mac.hardenedRuntime).toBe(false);
  });

  it('registers .meeple game records, the extension the app opens', () => {
    expect(config.fileAssociations).toEqual([
      expect.objectContaining({ ext: RECORD_EXTENSION, mimeType: 'application/x-meeple-ledger' }),
    ]);
    expect(config.linux.mimeTypes).toEqual(['application/x-meeple-ledger']);
  });

  it("has the appId Windows groups the app's windows by", () => {
    expect(config.appId).toBe(APP_USER_MODEL_ID);
  });
});

describe('what the installer carries', () => {
  it('has no runtime dependencies: main, preload and renderer are bundled', () => {
    // electron-builder copies every `dependencies` package into the app as node_modules.
    // Everything is bundled at build time, so a new package goes into devDependencies.
    expect(
      packageJson.dependencies ?? {},
      'main, preload and renderer are bundled: put new packages in devDependencies',
    ).toEqual({});
    const main = electronViteConfig.main as { build?: { externalizeDeps?: unknown } };
    const preload = electronViteConfig.preload as { build?: { externalizeDeps?: unknown } };
    expect(main.build?.externalizeDeps).toBe(false);
    expect(preload.build?.externalizeDeps).toBe(false);
  });

  it('declares the Node version Electron 45 needs for the desktop launch', () => {
    expect(packageJson.engines?.node).toBe('>=22.12.0');
  });
});
