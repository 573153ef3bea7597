import { randomBytes } from 'node:crypto';
import { createReadStream, realpathSync } from 'node:fs';
import { access, realpath } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pkg from '../../../package.json' with { type: 'json' };
import { CHANNEL_ACCESS, type Channel, isChannel, mayCall } from '../../shared/ipc/channelList';
import {
  API_PATH_PREFIX,
  SESSION_EVENTS_PATH,
  TOKEN_HEADER,
  TOKEN_QUERY_PARAM,
} from '../../shared/ipc/http';
import { fail, IPC_ERROR_CODES, type IpcResult } from '../../shared/ipc/result';
import { API_SOCKET_PATH } from '../../shared/ipc/socket';
import { PRESENTER_HASH } from '../../shared/presenterRoute';
import { createAppHandlers } from '../ipc/appHandlers';
import { createDispatcher, type Dispatch, type ErrorLog } from '../ipc/dispatch';
import type { Handlers } from '../ipc/handlers';
import { createNightHandlers } from '../ipc/nightHandlers';
import { createSessionHandlers } from '../ipc/sessionHandlers';
import { type SessionNotify, withSessionNotifications } from '../ipc/sessionNotifications';
import { openSessionStore, type SessionStore } from '../store';
import { type FactsIndex, factsIndexOf } from '../store/factsIndex';
import { type FolderLock, lockDataFolder } from '../store/folderLock';
import { openProfileStore, type ProfileStore } from '../store/profiles';
import { createApiSocketHub } from './apiSocket';
import { parseWebArgs, WEB_USAGE } from './dataDir';
import { type Caller, callerOf, createDeviceHandlers } from './deviceHandlers';
import { type DeviceRegistry, openDeviceRegistry } from './devices';
import { createLanSharing, type LanSharingControl } from './lanSharing';
import { keepLastPort, readLastPort } from './lastPort';
import {
  isAllowedHost,
  isAllowedOrigin,
  isCrossSite,
  isJsonContentType,
  single,
  singleHost,
  tokenMatches,
  withoutPaths,
} from './requestGuards';
import { SECURITY_HEADERS } from './securityHeaders';
import { createSessionEventHub, type SessionEventHub } from './sessionEvents';
import { contentTypeOf, resolveStaticFile } from './staticFiles';

/**
 * Browser mode (`npm run web`): the built renderer and the same API as the desktop app (same
 * store, channel schemas, handlers and envelope), as `POST /api/<channel>` on 127.0.0.1.
 * Plain Node `http`, no Electron.
 */

export interface WebServerOptions {
  /** The store's folder (sessions go in `<dataDir>/sessions`). */
  dataDir: string;
  /** The built renderer (`out/renderer`). */
  staticDir: string;
  /** 0 (default): the port of last time if it is free (lastPort.ts), else any free port. */
  port?: number;
  log?: ErrorLog;
  /** Listen on the local network from the start too (`--lan`); else only when the host asks. */
  lan?: boolean;
  /** The local network address to listen on; tests give a loopback one (127.0.0.2). */
  lanAddress?: () => string | undefined;
  /** Milliseconds since the epoch, for the invite's 10 minutes (tests pass their own). */
  now?: () => number;
  /**
   * The desktop app's own open stores (phones at the table): served as they are instead of
   * opening the folder again, and left open when the server stops.
   */
  stores?: {
    sessions: SessionStore;
    profiles: ProfileStore;
    devices: DeviceRegistry;
    facts: FactsIndex;
  };
  /** Also told of every change made through this server (the desktop app's windows). */
  onSessionChanged?: SessionNotify;
}

export interface WebServer {
  /** Open this in a browser: it carries the token. */
  url: string;
  token: string;
  port: number;
  /** Listening on the local network for the phones (devices:invite starts it too). */
  sharing: LanSharingControl;
  /** Tells the pages listening that a session changed (a change made elsewhere). */
  broadcast: SessionNotify;
  /** Ends a revoked device's event streams. */
  endStreamsOf(deviceId: string): void;
  close(): Promise<void>;
}

/** How long a client may take to send its headers, its whole request, and to stay idle. */
export const HEADERS_TIMEOUT_MS = 5_000;
export const REQUEST_TIMEOUT_MS = 10_000;
export const KEEP_ALIVE_TIMEOUT_MS = 4_000;

/** Import text is at most 5 MiB; JSON escaping can grow it, so the body limit is larger. */
export const MAX_BODY_BYTES = 12 * 1024 * 1024;

export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const staticRoot = await realpath(options.staticDir);
  await access(join(staticRoot, 'index.html')).catch(() => {
    throw new Error(`${staticRoot} has no index.html: build the renderer first (npm run build).`);
  });
  const owned = !options.stores;
  const store = options.stores?.sessions ?? (await openSessionStore(options.dataDir));
  const events = createSessionEventHub();
  const devices =
    options.stores?.devices ?? (await openDeviceRegistry(options.dataDir, { now: options.now }));
  const facts = options.stores?.facts ?? factsIndexOf(store);
  // statistics facts missing or stale: in the background (the desktop app warms its own)
  if (owned) void facts.warm().catch(() => undefined);
  const onChanged = options.onSessionChanged;
  // Passed on as it came: with the change after a move, the id alone otherwise.
  const notify: SessionNotify = (...notice) => {
    facts.changed(notice[0]);
    events.broadcast(...notice);
    onChanged?.(...notice);
  };
  const handlers: Omit<Handlers, `devices:${string}`> = {
    ...withSessionNotifications(createSessionHandlers(store), notify),
    ...createNightHandlers(
      options.stores?.profiles ?? (await openProfileStore(options.dataDir, { sessions: store })),
      store,
      notify,
      facts,
    ),
    // A browser opens links itself (browserClient.ts); the server never launches anything.
    ...createAppHandlers({
      version: pkg.version,
      mode: 'browser',
      openLink: () => false,
    }),
  };
  const token = randomBytes(32).toString('base64url');
  let port = 0;

  const listener = (req: IncomingMessage, res: ServerResponse): void => {
    handle(req, res, context).catch((error: unknown) => {
      (options.log ?? console.error)('[web] request failed', error);
      if (!res.headersSent) sendText(res, 500, 'Internal error');
      else res.destroy();
    });
  };
  const sockets = createApiSocketHub({
    admit: (req) => admitSocket(req, context),
    callerOf: (given) => context.callerOf(given),
    answer: (caller, channel, payload) => answerOverSocket(context, caller, channel, payload),
    maxMessageBytes: MAX_BODY_BYTES,
    log: (message, error) => (options.log ?? console.error)(message, error),
  });
  /** Ends a revoked device's event streams and API sockets. */
  const endStreamsOf = (id: string) => {
    events.endStreamsOf(id);
    sockets.endSocketsOf(id);
  };
  // Idle and slow connections are closed after a few seconds: a client that trickles its
  // headers or body, or keeps a connection open doing nothing, does not hold a socket. An API
  // socket answers the hub's pings instead.
  const configure = (s: Server): void => {
    s.headersTimeout = HEADERS_TIMEOUT_MS;
    s.requestTimeout = REQUEST_TIMEOUT_MS;
    s.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    s.on('upgrade', (req: IncomingMessage, socket, head: Buffer) => {
      if ((req.url ?? '').split('?')[0] === API_SOCKET_PATH) sockets.upgrade(req, socket, head);
      else socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    });
  };
  const sharing = createLanSharing({
    handler: listener,
    address: options.lanAddress,
    preferredPort: () => port,
    configure,
  });
  const context: Context = {
    port: () => port,
    extraHosts: () => sharing.hosts(),
    staticRoot,
    folders: { data: resolve(options.dataDir), home: homedir() },
    events,
    callerOf: (given) => callerOf(given, (t) => tokenMatches(t, token), devices),
    dispatchFor: (caller) =>
      createDispatcher(
        {
          ...handlers,
          ...createDeviceHandlers({ registry: devices, sharing, endStreamsOf }, caller?.self),
        },
        options.log,
      ),
  };
  // Node checks those timeouts every 30 s unless told otherwise.
  const server = createServer({ connectionsCheckingInterval: 1000 }, listener);
  configure(server);

  // The port given, else the one of last time (phones keep their key per address), else any.
  const remembered = options.port ? undefined : await readLastPort(options.dataDir);
  const candidates = options.port ? [options.port] : remembered ? [remembered, 0] : [0];
  try {
    for (const [k, candidate] of candidates.entries()) {
      try {
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(candidate, '127.0.0.1', () => {
            server.off('error', reject);
            resolve();
          });
        });
        break;
      } catch (error) {
        if (k === candidates.length - 1) throw error;
      }
    }
  } catch (error) {
    events.close();
    sockets.close();
    if (owned) {
      facts.close();
      await store.close(); // e.g. the port is taken: leave the store as it was found
    }
    throw error;
  }
  port = (server.address() as AddressInfo).port;
  if (!options.port) await keepLastPort(options.dataDir, port);
  if (options.lan) await sharing.start();

  return {
    url: `http://127.0.0.1:${port}/?${TOKEN_QUERY_PARAM}=${token}`,
    token,
    port,
    sharing,
    broadcast: (...notice) => events.broadcast(...notice),
    endStreamsOf,
    close: async () => {
      events.close();
      sockets.close();
      await sharing.stop();
      if (owned) facts.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      if (owned) await store.close();
    },
  };
}

interface Context {
  port: () => number;
  /** The local network `address:port` while sharing (lanSharing.ts). */
  extraHosts: () => string[];
  staticRoot: string;
  /** Paths kept out of the messages the page sees. */
  folders: { data: string; home: string };
  events: SessionEventHub;
  /** The host or a joined device, by token; undefined for none, a wrong or a revoked one. */
  callerOf: (token: string | undefined) => Caller | undefined;
  /** The API as `caller` sees it (devices:me answers who it is). */
  dispatchFor: (caller: Caller | undefined) => Dispatch;
}

async function handle(req: IncomingMessage, res: ServerResponse, context: Context): Promise<void> {
  if (!isAllowedHost(singleHost(req.rawHeaders), context.port(), context.extraHosts())) {
    return sendText(res, 403, 'Forbidden: unknown host');
  }
  const pathname = (req.url ?? '/').split('?', 1)[0] ?? '/';
  if (pathname.startsWith(API_PATH_PREFIX)) return handleApi(req, res, pathname, context);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return sendText(res, 405, 'Method not allowed');
  }
  const file = await resolveStaticFile(context.staticRoot, pathname);
  if (!file) return sendText(res, 404, 'Not found');
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'Content-Type': contentTypeOf(file),
    'Cache-Control': 'no-cache',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}

async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  context: Context,
): Promise<void> {
  if (pathname === SESSION_EVENTS_PATH) return handleEvents(req, res, context);
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return sendText(res, 405, 'Method not allowed');
  }
  if (
    !isAllowedOrigin(single(req.headers.origin), context.port(), context.extraHosts()) ||
    isCrossSite(single(req.headers['sec-fetch-site']))
  ) {
    return sendText(res, 403, 'Forbidden: foreign origin');
  }
  let channel: string;
  try {
    channel = decodeURIComponent(pathname.slice(API_PATH_PREFIX.length));
  } catch {
    channel = '';
  }
  // Joining is the one request made without a token: the invite's code stands for it.
  const caller = context.callerOf(single(req.headers[TOKEN_HEADER]));
  const joining = isChannel(channel) && CHANNEL_ACCESS[channel] === 'join';
  if (!caller && !joining) {
    return sendText(res, 403, 'Forbidden: missing or wrong token');
  }
  if (!isJsonContentType(single(req.headers['content-type']))) {
    return sendText(res, 400, 'Bad request: the body must be application/json');
  }
  if (!isChannel(channel)) {
    return sendJson(res, 404, fail(IPC_ERROR_CODES.unknownChannel, 'There is no such request.'));
  }
  const refusal = roleRefusal(caller, channel);
  if (refusal) return sendJson(res, 403, refusal);
  const body = await readBody(req, MAX_BODY_BYTES);
  if (body === 'too-large') {
    res.setHeader('Connection', 'close');
    return sendText(res, 413, 'Request body too large');
  }
  let payload: unknown;
  try {
    payload = JSON.parse(body);
  } catch {
    return sendJson(res, 400, fail(IPC_ERROR_CODES.invalidPayload, 'Invalid request: not JSON.'));
  }
  sendJson(res, 200, await dispatchAs(context, caller, channel, payload));
}

/** Why `caller` may not use `channel`, as the answer that says so; undefined when it may. */
function roleRefusal(caller: Caller | undefined, channel: Channel): IpcResult<unknown> | undefined {
  if (!caller || mayCall(caller.self.role, channel)) return undefined;
  return fail(
    IPC_ERROR_CODES.forbidden,
    caller.self.role === 'scorer'
      ? 'This phone may score the game; only the host’s computer can do that.'
      : 'This phone follows the game; only the host’s computer (or a phone that scores) can do that.',
  );
}

/** The handler's answer, with the folders' paths taken out of an error's message. */
async function dispatchAs(
  context: Context,
  caller: Caller | undefined,
  channel: string,
  payload: unknown,
): Promise<IpcResult<unknown>> {
  const result = await context.dispatchFor(caller)(channel, payload);
  if (!result.ok) result.error.message = withoutPaths(result.error.message, context.folders);
  return result;
}

/**
 * A request over the API socket (apiSocket.ts), answered as `POST /api/<channel>` would be:
 * the socket was opened with a token, so joining (a request without one) is not among them.
 */
async function answerOverSocket(
  context: Context,
  caller: Caller,
  channel: string,
  payload: unknown,
): Promise<IpcResult<unknown>> {
  if (!isChannel(channel) || CHANNEL_ACCESS[channel] === 'join')
    return fail(IPC_ERROR_CODES.unknownChannel, 'There is no such request.');
  return roleRefusal(caller, channel) ?? dispatchAs(context, caller, channel, payload);
}

type Admission = { ok: true; caller: Caller; token: string } | { ok: false; reason: string };

/**
 * The checks of a page's long-lived connections, the event stream and the API socket (Host is
 * checked before them): Origin, cross-site, and the token, which comes as one query parameter
 * (EventSource and WebSocket cannot set headers) or the header, for tools. The caller and its
 * token, or why not (a 403).
 */
function admitStream(req: IncomingMessage, context: Context): Admission {
  if (
    !isAllowedOrigin(single(req.headers.origin), context.port(), context.extraHosts()) ||
    isCrossSite(single(req.headers['sec-fetch-site']))
  )
    return { ok: false, reason: 'Forbidden: foreign origin' };
  const given = new URLSearchParams((req.url ?? '').split('?')[1] ?? '').getAll(TOKEN_QUERY_PARAM);
  const token = given.length === 1 ? given[0] : single(req.headers[TOKEN_HEADER]);
  const caller = given.length > 1 || token === undefined ? undefined : context.callerOf(token);
  if (!caller || token === undefined)
    return { ok: false, reason: 'Forbidden: missing or wrong token' };
  return { ok: true, caller, token };
}

/** The API socket's upgrade: its Host (the upgrade does not go through `handle`), then as a stream. */
function admitSocket(
  req: IncomingMessage,
  context: Context,
): { ok: true; caller: Caller; token: string } | { ok: false; status: number; reason: string } {
  if (!isAllowedHost(singleHost(req.rawHeaders), context.port(), context.extraHosts()))
    return { ok: false, status: 403, reason: 'Forbidden: unknown host' };
  const admitted = admitStream(req, context);
  return admitted.ok ? admitted : { ...admitted, status: 403 };
}

/**
 * `GET /api/events?token=…`: the session-change stream (sessionEvents.ts), under the same
 * checks as the API (Host before this, then `admitStream`).
 */
function handleEvents(req: IncomingMessage, res: ServerResponse, context: Context): void {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    sendText(res, 405, 'Method not allowed');
    return;
  }
  const admitted = admitStream(req, context);
  if (!admitted.ok) {
    sendText(res, 403, admitted.reason);
    return;
  }
  if (!context.events.attach(res, admitted.caller.owner)) {
    res.setHeader('Retry-After', '10');
    sendText(res, 503, 'Too many open event streams');
  }
}

/** The body as text, or 'too-large' as soon as it passes `limit` bytes. */
function readBody(req: IncomingMessage, limit: number): Promise<string | 'too-large'> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve('too-large');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    req.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limit) {
        // Stop reading but keep the socket: the 413 still has to reach the client.
        settled = true;
        req.pause();
        resolve('too-large');
      } else {
        chunks.push(chunk);
      }
    });
    req.on('end', () => {
      if (!settled) resolve(Buffer.concat(chunks).toString('utf8'));
      settled = true;
    });
    req.on('error', reject);
  });
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(JSON.stringify(value));
}

// ------------------------------------------------------------------------ `npm run web`

async function main(argv: readonly string[]): Promise<void> {
  let args: ReturnType<typeof parseWebArgs>;
  try {
    args = parseWebArgs(argv);
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${WEB_USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (args.help) {
    console.log(WEB_USAGE);
    return;
  }
  // Bundled as out/web/server.mjs by `npm run web`; run from source under tsx in tests.
  const builtRenderer = import.meta.url.includes('/out/web/')
    ? '../renderer'
    : '../../../out/renderer';
  const staticDir = args.staticDir ?? fileURLToPath(new URL(builtRenderer, import.meta.url));
  let lock: FolderLock;
  try {
    lock = lockDataFolder(args.dataDir);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
    return;
  }
  process.once('exit', () => lock.release());
  if (lock.tookOverFrom) {
    console.log(
      `Took over the lock left by process ${lock.tookOverFrom.pid}, which is no longer running.`,
    );
  }
  const lanAddress = args.lanAddress;
  const server = await startWebServer({
    dataDir: args.dataDir,
    staticDir,
    port: args.port,
    lan: args.lan,
    lanAddress: lanAddress ? () => lanAddress : undefined,
  });
  console.log(`Meeple Ledger (browser mode), sessions in ${args.dataDir}`);
  console.log(`Open ${server.url}`);
  console.log(`Presenter view (for a TV): ${server.url}#${PRESENTER_HASH}`);
  console.log('Keep this address to yourself: the token in it is the key. Ctrl+C stops.');
  const lan = server.sharing.current();
  if (lan) {
    console.log(`Phones at the table: listening on the local network too, at ${lan.url}`);
    console.log('Invite them from the app (Phones at the table…); only on a network you trust.');
  }
  const stop = (): void => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

function isEntryPoint(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(entry)).href;
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
