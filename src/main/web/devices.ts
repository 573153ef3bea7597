import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import * as v from 'valibot';
import type { DeviceRole } from '../../shared/ipc/channelList';
import { IPC_ERROR_CODES } from '../../shared/ipc/result';
import type { DeviceInfo } from '../../shared/ipc/types';
import { IpcRefusal } from '../ipc/handlers';
import { nodeFs, type StoreFs } from '../store/fsLayer';
import { replaceFileAtomically } from '../store/profiles';

/**
 * The phones at the table: the host's invite (a six-digit code, valid once for 10 minutes, void
 * after 5 wrong guesses) and the devices that joined with it. A device's token is given to it
 * once, at join; only its SHA-256 is kept, in `<dataDir>/devices.json` (written atomically), so
 * devices stay joined across a restart of the host until it revokes them. The tokens are 32
 * random bytes: a plain hash is enough, there is nothing to brute-force.
 */

export const INVITE_LIFETIME_MS = 10 * 60 * 1000;
export const MAX_WRONG_CODES = 5;
/** Enough for a table of six, a TV and spares; it bounds the file. */
export const MAX_DEVICES = 32;
export const DEVICES_FILE = 'devices.json';
/**
 * A device's last request is written to the file when the one kept there is older than this:
 * the list says "seen today 21:14" after a restart, without a write per request.
 */
export const SEEN_SAVE_MS = 10 * 60 * 1000;
const FORMAT = 'meeple-ledger/devices@1';

export interface Invite {
  readonly code: string;
  readonly expiresAt: number;
  readonly allowScorers: boolean;
}

export type Device = DeviceInfo;

export interface DeviceRegistry {
  /** A new invite; the previous one is void. */
  invite(allowScorers: boolean): Invite;
  /** The invite still open, if any. */
  readonly openInvite: Invite | undefined;
  /** Voids the invite (sharing stopped). */
  cancelInvite(): void;
  /** Joins with the invite's code; throws an IpcRefusal FORBIDDEN otherwise. */
  join(request: { code: string; name: string; role: DeviceRole }): Promise<{
    token: string;
    device: Device;
  }>;
  /** The device a token belongs to, or undefined (unknown or revoked). */
  authenticate(token: string | undefined): Device | undefined;
  list(): Device[];
  /** Forgets the device; false when there was none with that id. */
  revoke(id: string): Promise<boolean>;
}

export interface DeviceRegistryOptions {
  /** Milliseconds since the epoch; tests pass their own clock. */
  now?: () => number;
  fs?: StoreFs;
}

const StoredDeviceSchema = v.object({
  id: v.string(),
  name: v.string(),
  role: v.picklist(['viewer', 'scorer']),
  joinedAt: v.string(),
  lastSeenAt: v.optional(v.string()),
  tokenHash: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
});
const StoredFileSchema = v.object({
  format: v.literal(FORMAT),
  devices: v.array(StoredDeviceSchema),
});
type StoredDevice = v.InferOutput<typeof StoredDeviceSchema>;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const refuse = (message: string): IpcRefusal => new IpcRefusal(IPC_ERROR_CODES.forbidden, message);

/** Opens the devices kept in `<dataDir>/devices.json` (none when the file is missing). */
export async function openDeviceRegistry(
  dataDir: string,
  options: DeviceRegistryOptions = {},
): Promise<DeviceRegistry> {
  const fs = options.fs ?? nodeFs;
  const now = options.now ?? Date.now;
  const devices = new Map<string, StoredDevice>(); // by token hash
  for (const device of await readDevices(fs, dataDir)) devices.set(device.tokenHash, device);

  let invite: (Invite & { wrong: number }) | undefined;
  let writing: Promise<void> = Promise.resolve();

  /** Writes one after the other, so the file always ends as the last change left it. */
  const save = (): Promise<void> => {
    const text = `${JSON.stringify({ format: FORMAT, devices: [...devices.values()] }, null, 1)}\n`;
    const next = writing
      .then(() => fs.mkdirp(dataDir))
      .then(() => replaceFileAtomically(fs, dataDir, DEVICES_FILE, text));
    writing = next.catch(() => undefined);
    return next;
  };

  const current = (): typeof invite => {
    if (invite && now() >= invite.expiresAt) invite = undefined;
    return invite;
  };

  const publicInfo = ({ tokenHash: _, ...info }: StoredDevice): Device => info;

  return {
    get openInvite() {
      const open = current();
      return (
        open && { code: open.code, expiresAt: open.expiresAt, allowScorers: open.allowScorers }
      );
    },
    invite(allowScorers) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      invite = { code, expiresAt: now() + INVITE_LIFETIME_MS, allowScorers, wrong: 0 };
      return { code, expiresAt: invite.expiresAt, allowScorers };
    },
    cancelInvite() {
      invite = undefined;
    },
    async join({ code, name, role }) {
      const open = current();
      if (!open) throw refuse('There is no open invite: ask the host for a new code.');
      if (code.trim() !== open.code) {
        open.wrong += 1;
        if (open.wrong >= MAX_WRONG_CODES) invite = undefined;
        throw refuse('Wrong code.');
      }
      if (role === 'scorer' && !open.allowScorers) {
        throw refuse('This invite is for viewers only.');
      }
      if (devices.size >= MAX_DEVICES) {
        throw refuse(`At most ${MAX_DEVICES} devices can join: revoke one first.`);
      }
      invite = undefined; // valid once
      const token = randomBytes(32).toString('base64url');
      const stored: StoredDevice = {
        id: randomUUID(),
        name: name.trim(),
        role,
        joinedAt: new Date(now()).toISOString(),
        tokenHash: hashToken(token),
      };
      devices.set(stored.tokenHash, stored);
      try {
        await save();
      } catch (error) {
        devices.delete(stored.tokenHash);
        throw error;
      }
      return { token, device: publicInfo(stored) };
    },
    authenticate(token) {
      if (!token) return undefined;
      const found = devices.get(hashToken(token));
      if (!found) return undefined;
      const at = now();
      const kept = Date.parse(found.lastSeenAt ?? '');
      found.lastSeenAt = new Date(at).toISOString();
      // Only "seen" is lost if the disk refuses: the request itself goes on.
      if (!(at - kept < SEEN_SAVE_MS)) save().catch(() => undefined);
      return publicInfo(found);
    },
    list() {
      return [...devices.values()].map(publicInfo);
    },
    async revoke(id) {
      const entry = [...devices.entries()].find(([, device]) => device.id === id);
      if (!entry) return false;
      // Forgotten in memory first: the token stops on the next request even if the disk fails.
      devices.delete(entry[0]);
      await save();
      return true;
    },
  };
}

async function readDevices(fs: StoreFs, dataDir: string): Promise<StoredDevice[]> {
  let text: string;
  try {
    text = await fs.readText(join(dataDir, DEVICES_FILE));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const result = v.safeParse(StoredFileSchema, parsed);
  // A damaged file joins nobody: the phones join again; nothing else depends on it.
  return result.success ? result.output.devices : [];
}
