import type { ChannelGroup } from '../../shared/ipc/api';
import type { Channel, ChannelRequest, ChannelResponse } from '../../shared/ipc/channels';

/** A channel's handler: gets the parsed payload, returns the response or throws. */
export type Handler<C extends Channel> = (
  request: ChannelRequest<C>,
) => ChannelResponse<C> | Promise<ChannelResponse<C>>;

export type Handlers = { [C in Channel]: Handler<C> };

/** The handlers of one group of channels, e.g. HandlersOf<'sessions'>. */
export type HandlersOf<G extends ChannelGroup> = Pick<Handlers, Extract<Channel, `${G}:${string}`>>;

/**
 * An expected refusal a handler throws on purpose: its code and message reach the renderer
 * as they are (anything else that is not a StoreError becomes a generic INTERNAL error).
 */
export class IpcRefusal extends Error {
  override readonly name = 'IpcRefusal';
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}
