import type { ApiTransport, MeepleLedgerApi } from './api';
import { CHANNEL_PARAMS, CHANNELS } from './channelList';

/**
 * Builds the one API object from the channel list: a method per channel that packs its
 * arguments into the channel's payload object. There is no generic `invoke(channel)` on it,
 * so the page can only send the messages listed in channelList.ts.
 */
export function createApi(transport: ApiTransport): MeepleLedgerApi {
  const groups: Record<string, Record<string, unknown>> = {};
  for (const channel of CHANNELS) {
    const [group = '', method = ''] = channel.split(':');
    const params: readonly string[] = CHANNEL_PARAMS[channel];
    const call = (...args: unknown[]) =>
      transport.invoke(channel, Object.fromEntries(params.map((name, i) => [name, args[i]])));
    groups[group] ??= {};
    groups[group][method] = call;
  }
  const api: Record<string, unknown> = {};
  for (const [group, methods] of Object.entries(groups)) api[group] = Object.freeze(methods);
  api.onMenuCommand = (listener: Parameters<MeepleLedgerApi['onMenuCommand']>[0]) =>
    transport.onMenuCommand(listener);
  api.onSessionChanged = (listener: Parameters<MeepleLedgerApi['onSessionChanged']>[0]) =>
    transport.onSessionChanged(listener);
  api.onAppNotice = (listener: Parameters<MeepleLedgerApi['onAppNotice']>[0]) =>
    transport.onAppNotice(listener);
  const { onConnection } = transport;
  if (onConnection)
    api.onConnection = (listener: (live: boolean) => void) => onConnection(listener);
  return Object.freeze(api) as MeepleLedgerApi;
}
