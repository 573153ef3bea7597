import type { AppNotice, CHANNEL_PARAMS, Channel, MenuCommand, SessionChange } from './channelList';
import type { ChannelRequestInput, ChannelResponse } from './channels';
import type { IpcResult } from './result';

/**
 * The API the renderer uses, derived from the channel list so that it cannot drift from it:
 * channel `group:method` with parameters [a, b] is `api.group.method(a, b)`, e.g.
 *
 *   api.sessions.list()                    'sessions:list'
 *   api.sessions.listNewest(count)         'sessions:listNewest' with { count }
 *   api.sessions.append(id, event)         'sessions:append' with { id, event }
 *   api.sessions.appendAll(id, events)     'sessions:appendAll' with { id, events }
 *   api.app.openExternal(url)              'app:openExternal' with { url }
 *
 * Every method resolves to an IpcResult and never rejects. The preload (Electron) and the
 * browser client (`npm run web`) both build it with createApi() from ./createApi.ts.
 */
export type MeepleLedgerApi = {
  readonly [G in ChannelGroup]: { readonly [C in Channel as MethodName<C, G>]: ApiMethod<C> };
} & {
  /** Calls `listener` for New game / Undo / Redo chosen in the menu; returns the unsubscribe. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
  /**
   * Calls `listener` with a session's id whenever that session changes (any window, any
   * change: move, undo, redo, create, import, rename, delete, restore), and after a move, undo
   * or redo what the session now is (not always there: treat a notice without it as "open the
   * game to see"); returns the unsubscribe.
   */
  onSessionChanged(listener: SessionChangedListener): () => void;
  /**
   * Calls `listener` with the desktop app's news (a record file opened, a window reloaded
   * after a crash); returns the unsubscribe. Browser mode has none.
   */
  onAppNotice(listener: (notice: AppNotice) => void): () => void;
  /**
   * Browser mode: calls `listener` with false when the page stops hearing the server (the host
   * stopped it, or the Wi-Fi dropped) and with true when it hears it again; returns the
   * unsubscribe. A desktop window is never cut off from its main process: it has none.
   */
  onConnection?(listener: (live: boolean) => void): () => void;
};

export type SessionChangedListener = (id: string, change?: SessionChange) => void;

export type ChannelGroup = Channel extends `${infer G}:${string}` ? G : never;
type MethodName<C extends Channel, G extends string> = C extends `${G}:${infer M}` ? M : never;

type ParamNames<C extends Channel> = (typeof CHANNEL_PARAMS)[C];
/**
 * Maps a tuple of field names to the tuple of those fields' types; an optional field (such as
 * `expect`, always listed last) is an optional argument.
 */
type FieldsOf<Names extends readonly string[], Payload> = Names extends readonly [
  infer Name extends string,
  ...infer Rest extends readonly string[],
]
  ? undefined extends Payload[Name & keyof Payload]
    ? [Payload[Name & keyof Payload]?, ...FieldsOf<Rest, Payload>]
    : [Payload[Name & keyof Payload], ...FieldsOf<Rest, Payload>]
  : [];
/** The arguments of a channel's method, in the order channelList.ts gives. */
export type ChannelArgs<C extends Channel> = FieldsOf<ParamNames<C>, ChannelRequestInput<C>>;

export type ApiMethod<C extends Channel> = (
  ...args: ChannelArgs<C>
) => Promise<IpcResult<ChannelResponse<C>>>;

/** How an API object reaches main: IPC in the preload, fetch in the browser client. */
export interface ApiTransport {
  /** Must resolve to an envelope, never reject. */
  invoke(channel: Channel, payload: Record<string, unknown>): Promise<IpcResult<unknown>>;
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
  onSessionChanged(listener: SessionChangedListener): () => void;
  onAppNotice(listener: (notice: AppNotice) => void): () => void;
  onConnection?(listener: (live: boolean) => void): () => void;
}
