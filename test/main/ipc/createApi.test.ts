import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { ApiTransport, MeepleLedgerApi } from '../../../src/shared/ipc/api';
import { CHANNEL_PARAMS, CHANNELS } from '../../../src/shared/ipc/channels';
import { createApi } from '../../../src/shared/ipc/createApi';
import type { IpcResult } from '../../../src/shared/ipc/result';
import type { ChangeResult, SeriesResult, SessionList } from '../../../src/shared/ipc/types';
import type { GameEvent, RecordHeader } from '../../../src/shared/record/schema';

function fakeTransport() {
  return {
    invoke: vi.fn(async () => ({ ok: true, value: null }) as IpcResult<unknown>),
    onMenuCommand: vi.fn(() => () => undefined),
    onSessionChanged: vi.fn(() => () => undefined),
    onAppNotice: vi.fn(() => () => undefined),
  } satisfies ApiTransport;
}

describe('createApi', () => {
  it('has one method per channel, grouped by prefix, and the two listeners; nothing else', () => {
    const api = createApi(fakeTransport());
    const methods = Object.entries(api).flatMap(([group, members]) =>
      typeof members === 'function' ? [group] : Object.keys(members).map((m) => `${group}:${m}`),
    );
    expect(methods.sort()).toEqual(
      [...CHANNELS, 'onAppNotice', 'onMenuCommand', 'onSessionChanged'].sort(),
    );
  });

  it('is frozen all the way down', () => {
    const api = createApi(fakeTransport());
    expect(Object.isFrozen(api)).toBe(true);
    expect(Object.isFrozen(api.sessions)).toBe(true);
    expect(Object.isFrozen(api.app)).toBe(true);
  });

  it.each(CHANNELS)('%s packs its arguments into the named payload fields', async (channel) => {
    const transport = fakeTransport();
    const api = createApi(transport) as unknown as Record<
      string,
      Record<string, (...a: unknown[]) => unknown>
    >;
    const [group = '', method = ''] = channel.split(':');
    const params: readonly string[] = CHANNEL_PARAMS[channel];
    const args = params.map((name) => `<${name}>`);
    await api[group]?.[method]?.(...args, 'ignored extra');
    expect(transport.invoke).toHaveBeenCalledExactlyOnceWith(
      channel,
      Object.fromEntries(params.map((name) => [name, `<${name}>`])),
    );
  });

  it('hands menu subscriptions to the transport', () => {
    const transport = fakeTransport();
    const listener = vi.fn();
    createApi(transport).onMenuCommand(listener);
    expect(transport.onMenuCommand).toHaveBeenCalledExactlyOnceWith(listener);
  });

  it('hands session-change subscriptions to the transport, and its unsubscribe back', () => {
    const transport = fakeTransport();
    const unsubscribe = vi.fn();
    transport.onSessionChanged.mockReturnValue(unsubscribe);
    const listener = vi.fn();
    const stop = createApi(transport).onSessionChanged(listener);
    expect(transport.onSessionChanged).toHaveBeenCalledExactlyOnceWith(listener);
    stop();
    expect(unsubscribe).toHaveBeenCalledOnce();
  });
});

describe('MeepleLedgerApi type', () => {
  it('derives typed methods from the channel list', () => {
    expectTypeOf<MeepleLedgerApi['sessions']['append']>().parameters.toEqualTypeOf<
      [string, GameEvent, (number | undefined)?]
    >();
    expectTypeOf<MeepleLedgerApi['sessions']['append']>().returns.toEqualTypeOf<
      Promise<IpcResult<ChangeResult>>
    >();
    expectTypeOf<MeepleLedgerApi['sessions']['appendAll']>().parameters.toEqualTypeOf<
      [string, GameEvent[], (number | undefined)?]
    >();
    expectTypeOf<MeepleLedgerApi['sessions']['appendAll']>().returns.toEqualTypeOf<
      Promise<IpcResult<SeriesResult>>
    >();
    expectTypeOf<MeepleLedgerApi['sessions']['list']>().parameters.toEqualTypeOf<[]>();
    expectTypeOf<MeepleLedgerApi['sessions']['list']>().returns.toEqualTypeOf<
      Promise<IpcResult<SessionList>>
    >();
    const header = {
      format: 'meeple-ledger/record@1' as const,
      players: [{ id: 'p1', name: 'Ana', color: 'red' }],
    };
    expectTypeOf(header).toExtend<Parameters<MeepleLedgerApi['sessions']['create']>[1]>();
    expectTypeOf<RecordHeader>().toExtend<Parameters<MeepleLedgerApi['sessions']['create']>[1]>();
    expectTypeOf<MeepleLedgerApi['app']['openExternal']>().parameters.toEqualTypeOf<
      [url: string]
    >();
  });
});
